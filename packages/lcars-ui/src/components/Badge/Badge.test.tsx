import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows N+ past its maximum and announces its label', async () => {
    const screen = await render(
      <ThemeProvider>
        <Badge content={250} max={99} label="250 unread notifications">
          <span>Inbox</span>
        </Badge>
      </ThemeProvider>,
    );
    const badge = screen.getByRole('img', { name: '250 unread notifications' });
    await expect.element(badge).toHaveTextContent('99+');
  });

  it('hides a zero count unless asked', async () => {
    const screen = await render(
      <ThemeProvider>
        <Badge content={0} />
        <Badge content={0} showZero label="none" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img').elements()).toHaveLength(1);
  });

  it('uses the error colours of the theme', async () => {
    const screen = await render(
      <ThemeProvider look="material" dark={false}>
        <Badge content={2} />
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('img').element());
    expect(style.backgroundColor).toBe('rgb(198, 40, 40)');
    expect(style.color).toBe('rgb(255, 255, 255)');
  });
});
