/**
 * A small typed event emitter. Modules that follow another module's records (agent actions and
 * quotes follow transactions; payment approval reads webhook answers) subscribe by event name; the
 * module that emits an event declares it on `SandboxEvents` (declaration merging, as lib.dom's
 * `HTMLElementTagNameMap`), so every listener and every emit is checked against its arguments.
 */
/** The sandbox's events, each a listener signature; domain modules add theirs with `declare module`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SandboxEvents {}

type Listener = (...args: never[]) => unknown;

/** The sandbox's event bus (`sandbox.events`): listeners by event name, typed by `SandboxEvents`. */
export class Emitter<Events extends { [K in keyof Events]: Listener }> {
  private readonly listeners = new Map<keyof Events, Listener[]>();

  /** Adds a listener; listeners run in the order they were added. */
  on<K extends keyof Events>(name: K, listener: Events[K]): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener);
    this.listeners.set(name, list);
  }

  /** Calls every listener of `name` in order; returns their results. */
  emit<K extends keyof Events>(name: K, ...args: Parameters<Events[K]>): Array<ReturnType<Events[K]>> {
    const list = (this.listeners.get(name) ?? []) as unknown as Array<
      (...a: Parameters<Events[K]>) => ReturnType<Events[K]>
    >;
    return list.map((listener) => listener(...args));
  }
}
