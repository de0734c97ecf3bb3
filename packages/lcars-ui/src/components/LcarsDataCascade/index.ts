export { LcarsDataCascade, type LcarsDataCascadeProps } from './LcarsDataCascade';
