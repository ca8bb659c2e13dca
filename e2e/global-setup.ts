// Starts the demo as `npm start` runs it, in frame mode (its vault frame on a second localhost origin),
// once for the whole run, and stops it afterwards. Every spec reads its URL from KEYHOLD_DEMO_URL (the
// `baseURL` fixture in fixtures.ts); KEYHOLD_FRAME_DEMO_URL names the same demo for the specs that ask
// for frame mode by name. The page-mode spec starts its own demo with `--page-mode`.
import { startDemo } from './demo-process.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const demo = await startDemo();
  process.env.KEYHOLD_DEMO_URL = demo.url;
  process.env.KEYHOLD_FRAME_DEMO_URL = demo.url;
  return () => demo.stop();
}
