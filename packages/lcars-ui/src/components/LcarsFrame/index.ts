export { LcarsFrame, type LcarsFrameProps } from './LcarsFrame';
