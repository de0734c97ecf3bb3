import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const enterDuration = createVar();
export const leaveDuration = createVar();

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.lg})` } });
const slideOut = keyframes({ to: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.lg}))` } });

export const effect = {
  fade: styleVariants({
    entering: { animation: `${fadeIn} ${enterDuration} ${vars.motion.easing} both` },
    leaving: { animation: `${fadeOut} ${leaveDuration} ${vars.motion.easing} both` },
    idle: {},
  }),
  slide: styleVariants({
    entering: { animation: `${slideIn} ${enterDuration} ${vars.motion.easing} both` },
    leaving: { animation: `${slideOut} ${leaveDuration} ${vars.motion.easing} both` },
    idle: {},
  }),
};

export const page = style({
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
