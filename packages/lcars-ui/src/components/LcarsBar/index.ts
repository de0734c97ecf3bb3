export { LcarsBar, type LcarsBarProps, type LcarsCaps } from './LcarsBar';
