import 'server-only';
import {
  createSimulatorProvider,
  type SimulatorOptions,
  type SimulatorProvider,
} from './simulator/provider';
import type { FeedProvider, FeedProviderName } from './types';

export type * from './types';
export {
  createSimulatorProvider,
  runUntil,
  type SimulatorOptions,
  type SimulatorProvider,
  type TickReport,
} from './simulator/provider';

/** The provider FEED_PROVIDER names (the simulator by default, docs/architecture.md "Configuration"). */
export function createFeedProvider(
  name: 'simulator',
  options?: SimulatorOptions,
): SimulatorProvider;
export function createFeedProvider(
  name: FeedProviderName,
  options?: SimulatorOptions,
): FeedProvider;
export function createFeedProvider(
  name: FeedProviderName,
  options: SimulatorOptions = {},
): FeedProvider {
  switch (name) {
    case 'simulator':
      return createSimulatorProvider(options);
  }
}
