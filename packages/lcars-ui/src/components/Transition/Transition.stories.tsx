import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageTransition } from './Transition';
import type { PageTransitionName } from './transitions';

const pages = ['Home', 'Money', 'Recipes'];

function TransitionDemo(props: { transition?: PageTransitionName; effect?: 'fade' | 'slide' }) {
  const [index, setIndex] = useState(0);
  const name = pages[index % pages.length] ?? 'Home';
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Button onPress={() => setIndex(index + 1)}>Next page</Button>
      <PageTransition transitionKey={name} {...props}>
        <section aria-label={name}>
          <h2 style={{ margin: 0 }}>{name}</h2>
          <p>The {name.toLowerCase()} page.</p>
        </section>
      </PageTransition>
    </div>
  );
}

/**
 * Route transitions: the outgoing page leaves, then the new one enters. Named durations, exported as
 * `pageTransitions`: default 700/450 ms, quick 400/400, brisk 650/450, slow 1000/800; or pass your own `{
 * enter, leave }`. The app (its route) picks one; the design system names none by an app. Instant under
 * prefers-reduced-motion. Pass the route key as `transitionKey`.
 */
const meta = {
  title: 'Shell/PageTransition',
  component: PageTransition,
  args: { transitionKey: 'Home', children: null, transition: 'default', effect: 'fade' },
  argTypes: {
    transition: { control: 'inline-radio', options: ['default', 'quick', 'brisk', 'slow'] },
    effect: { control: 'inline-radio', options: ['fade', 'slide'] },
    children: { control: false },
    transitionKey: { control: false },
  },
  render: (args) => (
    <TransitionDemo
      transition={typeof args.transition === 'string' ? args.transition : 'default'}
      effect={args.effect}
    />
  ),
} satisfies Meta<typeof PageTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fade: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('heading', { name: 'Home' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Money' })).toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const Slide: Story = { args: { effect: 'slide', transition: 'quick' } };

export const Lcars: Story = { globals: { look: 'lcars' }, args: { transition: 'brisk' } };
