// `pnpm run manifest`: custom-elements.json from the class JSDoc (@tagname, @slot, @csspart, @cssproperty,
// @fires). The analyzer brings its own TypeScript 5.4 parser, independent of the workspace's compiler.

/** Tidies what the analyzer sees: internal state and Lit statics out, tag definitions from the define files in. */
function keyholdPlugin() {
  const internalStatics = new Set(['styles', 'properties', 'shadowRootOptions']);
  return {
    name: 'keyhold-elements',
    packageLinkPhase({ customElementsManifest }) {
      const classes = new Map();
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement) continue;
          classes.set(decl.name, { decl, path: mod.path });
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
  exclude: ['src/**/*.test.ts', 'src/test-support/**'],
  outdir: '.',
  litelement: true,
  packagejson: true,
  plugins: [keyholdPlugin()],
};
