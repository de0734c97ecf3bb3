export { LcarsBlock, type LcarsBlockProps } from './LcarsBlock';
