import { describe, expect, test } from 'vitest';
import { changeQueueParams, readQueueParams, writeQueueParams } from './queue-filters';

describe('review queue params in the URL', () => {
  test('the plain URL is the pending list, page 1, unfiltered', () => {
    expect(readQueueParams('')).toEqual({ state: 'pending', current: 1 });
    expect(writeQueueParams(readQueueParams('')).toString()).toBe('');
  });

  test('round-trips every filter', () => {
    const search = 'state=decided&step=school&status=6&postType=1&phase=3&section=2&keyword=%E7%8E%8B&from=2026-01-01&to=2026-02-01&page=3';
    const params = readQueueParams(search);
    expect(params).toEqual({
      state: 'decided',
      current: 3,
      stepCode: 'school',
      status: '6',
      postTypeCode: '1',
      phaseCode: '3',
      sectionCode: '2',
      keyword: '王',
      submittedFrom: '2026-01-01',
      submittedTo: '2026-02-01',
    });
    expect(readQueueParams(writeQueueParams(params))).toEqual(params);
  });

  test('drops what the server would refuse and turns a backward range round', () => {
    expect(readQueueParams('state=mine&step=a%20b&status=3&section=primary&from=yesterday&page=-2&keyword=%20%20')).toEqual({
      state: 'pending',
      current: 1,
    });
    expect(readQueueParams('from=2026-03-01&to=2026-01-01')).toMatchObject({ submittedFrom: '2026-01-01', submittedTo: '2026-03-01' });
  });

  test('a change of filter goes back to page 1; a change of page keeps the filters', () => {
    const params = readQueueParams('state=decided&postType=1&page=4');
    expect(changeQueueParams(params, { phaseCode: '3' })).toMatchObject({ current: 1, postTypeCode: '1', phaseCode: '3' });
    expect(changeQueueParams(params, { current: 5 })).toMatchObject({ current: 5, state: 'decided', postTypeCode: '1' });
  });
});
