export { AlertStatus, type AlertStatusLabels, type AlertStatusProps } from './AlertStatus';
