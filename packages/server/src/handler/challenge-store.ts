import type { KeyValueStore } from '../store/key-value-store.js';
import { MemoryKeyValueStore } from '../store/memory-store.js';

/**
 * The handler's challenge store: a {@link KeyValueStore} (before 0.3 a narrower interface of its own,
 * whose `get` and `increment` were optional). Passkey registration challenges, owners of pending signed
 * requests and rate-limit counters live in it.
 */
export type ChallengeStore = KeyValueStore;

/**
 * The in-process store under its earlier name: a {@link MemoryKeyValueStore} (bounded, default 10 000
 * values, the first to expire evicted when full).
 */
export class MemoryChallengeStore extends MemoryKeyValueStore {}
