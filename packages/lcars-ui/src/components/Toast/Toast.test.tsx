import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { ToastProvider, ToastRegion, useToast } from './Toast';
import { toast, toastStore, ToastStore } from './toastStore';

/** Renders a toast region on a new store (with `options`) in the default theme, and returns the store. */
async function renderRegion(options?: ConstructorParameters<typeof ToastStore>[0]) {
  const store = new ToastStore(options);
  await render(
    <ThemeProvider>
      <ToastRegion store={store} />
    </ThemeProvider>,
  );
  return store;
}

describe('ToastRegion', () => {
  it('shows toasts as status messages and errors as alerts, 300 wide', async () => {
    const store = await renderRegion();
    store.show({ type: 'success', text: 'Save complete!' });
    store.show({ type: 'error', text: 'An error occurred!' });
    await expect.element(page.getByRole('status')).toHaveTextContent('Save complete!');
    await expect.element(page.getByRole('alert')).toHaveTextContent('An error occurred!');
    const item = page.getByRole('listitem').first().element().firstElementChild as HTMLElement;
    expect(item.getBoundingClientRect().width).toBe(300);
  });

  it('closes with its close button and on click', async () => {
    const store = await renderRegion({ leaveDuration: 0 });
    // Long durations: on a loaded machine a toast of the default duration could leave by itself before the
    // click reaches it, and the click would then wait for a button that is gone (seen once in CI).
    store.show({ text: 'First', duration: 60_000 });
    store.show({ text: 'Second', closable: false, duration: 60_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByText('First')).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Close' }).query()).toBeNull();
    await page.getByText('Second').click();
    await expect.element(page.getByText('Second')).not.toBeInTheDocument();
  });

  it('pauses its timer while hovered', async () => {
    const store = new ToastStore({ leaveDuration: 0 });
    await render(
      <ThemeProvider>
        <ToastRegion store={store} />
        <p>Elsewhere</p>
      </ThemeProvider>,
    );
    // The timing itself is the store's unit test; here: hovering pauses it, leaving resumes it. A long
    // duration keeps the toast on screen however slowly a loaded machine delivers the hover.
    store.show({ text: 'Hover me', duration: 60_000 });
    const paused = () => store.getSnapshot()[0]?.paused;
    await userEvent.hover(page.getByText('Hover me'));
    await expect.poll(paused).toBe(true);
    await userEvent.hover(page.getByText('Elsewhere'));
    await expect.poll(paused).toBe(false);
    await expect.element(page.getByText('Hover me')).toBeVisible();
  });

  it('renders the navigation link with the given renderer', async () => {
    const store = new ToastStore();
    await render(
      <ThemeProvider>
        <ToastRegion
          store={store}
          renderLink={({ to, title, className }) => (
            <a className={className} href={`/router${to}`} data-router="yes">
              {title}
            </a>
          )}
        />
      </ThemeProvider>,
    );
    store.show({ text: 'New message', navTo: '/account/notification/manage', navTitle: 'Open' });
    await expect
      .element(page.getByRole('link', { name: 'Open' }))
      .toHaveAttribute('href', '/router/account/notification/manage');
  });

  it('runs an action button (Undo) once and closes the toast', async () => {
    const store = await renderRegion();
    let undone = 0;
    store.show({
      text: 'The transaction was deleted.',
      action: { label: 'Undo', onAction: () => (undone += 1) },
    });
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(undone).toBe(1);
    await expect.poll(() => store.getSnapshot().filter((toast) => toast.phase === 'visible').length).toBe(0);
  });

  it('themes the portal', async () => {
    const store = new ToastStore();
    await render(
      <ThemeProvider look="lcars">
        <ToastRegion store={store} />
      </ThemeProvider>,
    );
    store.show({ type: 'warning', title: 'Offline', text: 'Red alert' });
    await expect.element(page.getByText('Offline')).toBeVisible();
    const title = page.getByText('Offline').element();
    expect(getComputedStyle(title).textTransform).toBe('uppercase');
    expect(getComputedStyle(title).color).toBe('rgb(255, 153, 0)');
  });
});

describe('toast() and useToast()', () => {
  it('shows on the app-wide store through a provider', async () => {
    let fromHook: ToastStore | null = null;
    function Capture() {
      fromHook = useToast();
      return null;
    }
    await render(
      <ThemeProvider>
        <ToastProvider>
          <Capture />
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(fromHook).toBe(toastStore);
    toast.info('Hello from anywhere');
    await expect.element(page.getByRole('status')).toHaveTextContent('Hello from anywhere');
    toastStore.clear();
  });
});
