export { LcarsPill, type LcarsPillProps } from './LcarsPill';
