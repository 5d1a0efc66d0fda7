import { describe, expect, it } from 'vitest';
import { isTrafficAlertShown, severityLevel, trafficCategory } from './traffic.js';

describe('traffic', () => {
  it.each([
    [1, false],
    [2, true],
    [5, true],
  ])('severity %i shown=%s', (s, e) => expect(isTrafficAlertShown(s)).toBe(e));
  it.each([
    [0, 1],
    [3, 3],
    [9, 5],
  ])('severity %i is level %i', (s, l) => expect(severityLevel(s)).toBe(l));
  it.each([
    [101, 'alerts'],
    [250, 'services'],
    ['301', 'natural_events'],
    [499, 'events'],
    [500, 'traffic'],
    [612, 'accidents'],
    [701, 'works'],
    [42, 'alerts'],
    ['x', 'alerts'],
  ])('code %s is %s', (c, cat) => expect(trafficCategory(c)).toBe(cat));
});
