import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { vars } from '../theme/contract.css';
import type { Look } from '../theme/tokens';

// Shared by the visual tests: stable type in every reference image.

/**
 * The material look uses the system font stack; pin it to the self-hosted Roboto (as matrix.visual.test.tsx
 * does) for everything with data-look="material", portalled overlays included.
 */
export function pinMaterialFont() {
  const declarations = Object.entries(vars.font)
    .map(([role, reference]) => {
      const name = /var\((--[^,)]+)/.exec(reference)?.[1];
      if (!name) throw new Error(`No custom property behind vars.font.${role}.`);
      return `${name}: ${role === 'mono' ? 'monospace' : 'Roboto'} !important;`;
    })
    .join(' ');
  const style = document.createElement('style');
  style.textContent = `[data-look='material'] { ${declarations} }`;
  document.head.append(style);
}

/** Resolves once the look's faces are loaded, so a shot never catches a fallback font. */
export async function fontsReady(look: Look) {
  const faces =
    look === 'lcars'
      ? ['400 16px Antonio', '700 16px Antonio']
      : ['400 16px Roboto', '500 16px Roboto', '700 16px Roboto'];
  await Promise.all(faces.map((face) => document.fonts.load(face)));
  await document.fonts.ready;
}
