// Not a recipe: a page that renders differently on the server and in the browser, so the outsider test
// can show that its hydration check reports a mismatch.
import Mismatch from './mismatch';

export default function Page() {
  return <Mismatch />;
}
