export { LcarsHeaderBar, type LcarsHeaderBarProps } from './LcarsHeaderBar';
