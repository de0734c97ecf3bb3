export { LcarsElbow, type LcarsCorner, type LcarsElbowProps } from './LcarsElbow';
