export { LcarsSidePanel, type LcarsSidePanelProps } from './LcarsSidePanel';
