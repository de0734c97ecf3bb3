import type { ComponentType, ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LookGallery } from './LookGallery';

// Stories only (not part of the library build): the shapes most story files share, written once.

/**
 * The AllLooks story of a component: its content in every look side by side, with no controls (the gallery
 * shows fixed examples). `content` receives the story's args, the look's label (to keep landmark names and
 * link targets unique across the looks) and the story context.
 */
export function allLooks<TArgs>(
  content: (args: TArgs, label: string, context: StoryContext<TArgs>) => ReactNode,
) {
  return {
    parameters: { controls: { disable: true } },
    render: (args: TArgs, context: StoryContext<TArgs>) => (
      <LookGallery>{(label) => content(args, label, context)}</LookGallery>
    ),
  };
}

/** A render of the component with the story's args, no wider than `maxWidth` (fields and cards in a column). */
export function renderInWidth<TProps extends object>(maxWidth: string, Component: ComponentType<TProps>) {
  return function InWidth(args: TProps) {
    return (
      <div style={{ maxWidth }}>
        <Component {...args} />
      </div>
    );
  };
}

/** A play function: presses the button named `name` and checks that the story's `onPress` ran once. */
export function pressesOnce(name: string) {
  return async ({
    args,
    canvas,
    userEvent,
  }: Pick<StoryContext, 'canvas' | 'userEvent'> & { args: { onPress?: unknown } }) => {
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  };
}
