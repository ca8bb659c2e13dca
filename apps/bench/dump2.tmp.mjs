import { build } from 'vite';
const here = process.cwd() + '/';
const result = await build({
  root: here,
  configFile: false,
  logLevel: 'silent',
  resolve: { conditions: ['source', 'browser', 'import', 'default'] },
  build: {
    write: false,
    minify: true,
    lib: { entry: here + process.argv[2], formats: ['es'], fileName: 'out' },
    rolldownOptions: { output: { minify: true } },
  },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
console.log(
  outputs
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n'),
);
