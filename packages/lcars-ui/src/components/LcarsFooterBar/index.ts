export { LcarsFooterBar, type LcarsFooterBarProps } from './LcarsFooterBar';
