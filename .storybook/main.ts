import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

// The design system's workshop: the stories and docs of @lcars/ui, built from its sources.
const config: StorybookConfig = {
  stories: ['../packages/lcars-ui/src/**/*.mdx', '../packages/lcars-ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // '@lcars/source' (and 'source', for configs that still use it) points workspace packages at their
      // TypeScript sources. Only the workspace's own condition is used here: react-aria's packages also publish
      // a 'source' condition, and their raw sources are not meant to be bundled.
      resolve: { conditions: ['@lcars/source', ...defaultClientConditions] },
    }),
};

export default config;
