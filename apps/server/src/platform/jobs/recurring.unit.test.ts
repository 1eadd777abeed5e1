import { describe, expect, it } from 'vitest';
import { cronOf } from './recurring';

describe('cronOf', () => {
  it('switches a job off at 0 seconds', () => {
    expect(cronOf(0)).toBeNull();
  });

  it('rounds periods up to whole minutes or hours, and runs a day or more daily (pg-boss schedules by the minute)', () => {
    expect(cronOf(1)).toBe('* * * * *');
    expect(cronOf(60)).toBe('* * * * *');
    expect(cronOf(61)).toBe('*/2 * * * *');
    expect(cronOf(600)).toBe('*/10 * * * *');
    expect(cronOf(3600)).toBe('0 */1 * * *');
    expect(cronOf(5 * 3600)).toBe('0 */5 * * *');
    expect(cronOf(86_400)).toBe('0 0 * * *');
    expect(cronOf(7 * 86_400)).toBe('0 0 * * *');
  });
});
