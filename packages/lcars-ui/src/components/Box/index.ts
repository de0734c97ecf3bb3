export { Box, type BoxElement, type BoxProps, type Space } from './Box';
