import { describe, expect, it } from 'vitest';
import { agentAccess } from './agent-access';

describe('agentAccess', () => {
  it.each([null, 0, 4, 40])('sends %s home', (type) => expect(agentAccess(type)).toBe('home'));
  it.each([1, 2, 3, 41, 42])('opens the agent home to type %i', (type) => expect(agentAccess(type)).toBe('open'));
});
