// `pnpm run manifest`: custom-elements.json from the class JSDoc (@tagname, @slot, @csspart, @cssproperty,
// @fires). The analyzer brings its own TypeScript 5.4 parser, independent of the workspace's compiler.

/** The design tokens every component reads (src/shared/tokens.ts), added to each element's cssProperties. */
const sharedTokens = [
  ['--kh-font-family', 'Text font.', 'system-ui, sans-serif'],
  ['--kh-font-family-mono', 'Font of payloads and recovery words.', 'ui-monospace, monospace'],
  ['--kh-font-size', 'Base font size.', '1rem'],
  ['--kh-radius', 'Corner radius of cards, fields and buttons.', '0.5rem'],
  ['--kh-spacing', 'Base spacing unit.', '0.5rem'],
  ['--kh-color-surface', 'Background of cards, dialogs and fields.', '#ffffff / dark #17191e'],
  ['--kh-color-text', 'Text colour.', '#1b1d22 / dark #e8eaed'],
  ['--kh-color-muted', 'Secondary text.', '#545b68 / dark #aab1bd'],
  ['--kh-color-border', 'Borders.', '#8a909c / dark #7b8290'],
  ['--kh-color-accent', 'Primary buttons and links.', '#1d4ed8 / dark #8ab4f8'],
  ['--kh-color-on-accent', 'Text on the accent colour.', '#ffffff / dark #0b1020'],
  ['--kh-color-danger', 'Errors and destructive buttons.', '#b3261e / dark #f2b8b5'],
  ['--kh-color-on-danger', 'Text on the danger colour.', '#ffffff / dark #370b0b'],
  ['--kh-color-success', 'Badges (current session or credential).', '#1e6b34 / dark #8fd19e'],
  ['--kh-color-focus', 'Focus ring.', '#1d4ed8 / dark #8ab4f8'],
  ['--kh-color-code-background', 'Background of payloads and recovery words.', '#f2f4f7 / dark #23262d'],
  ['--kh-shadow', 'Dialog shadow.', '0 10px 30px rgb(0 0 0 / 0.25)'],
  ['--kh-backdrop', 'Backdrop behind modal dialogs.', 'rgb(10 12 16 / 0.55)'],
];

/** Tidies what the analyzer sees: internal state and Lit statics out, tag definitions from the define files in. */
function keyholdPlugin() {
  const internalStatics = new Set(['styles', 'properties', 'shadowRootOptions']);
  return {
    name: 'keyhold-elements',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists modules in file-system order, which varies between machines: sort for a
      // manifest that only changes when the API does.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      const classes = new Map();
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement) continue;
          classes.set(decl.name, { decl, path: mod.path });
          const own = new Set((decl.cssProperties ?? []).map((p) => p.name));
          decl.cssProperties = [
            ...(decl.cssProperties ?? []),
            ...sharedTokens
              .filter(([name]) => !own.has(name))
              .map(([name, description, defaultValue]) => ({ name, description, default: defaultValue })),
          ];
          decl.attributes = (decl.attributes ?? []).filter((a) => !a.name.startsWith('_'));
          decl.members = (decl.members ?? []).filter(
            (m) =>
              !m.name.startsWith('_') &&
              !m.name.startsWith('#') &&
              !(m.static && internalStatics.has(m.name)),
          );
        }
      }
      for (const mod of customElementsManifest.modules) {
        // define() in shared/define.ts is the helper, not a definition.
        mod.exports = (mod.exports ?? []).filter((e) => e.kind !== 'custom-element-definition');
        if (!mod.path.endsWith('/define.ts')) continue;
        for (const e of [...mod.exports]) {
          const found = classes.get(e.name);
          if (!found?.decl.tagName) continue;
          mod.exports.push({
            kind: 'custom-element-definition',
            name: found.decl.tagName,
            declaration: { name: e.name, module: found.path },
          });
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  // Stylesheets are not API: their CSS would only bloat the manifest.
  exclude: ['src/**/*.test.ts', 'src/test-support/**', 'src/**/*.styles.ts', 'src/shared/tokens.ts'],
  outdir: '.',
  litelement: true,
  packagejson: true,
  plugins: [keyholdPlugin()],
};
