import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { renderOutgoing } from './render';

// E-mail and WeChat carry the server's own wording of a notification; an issue of several resources must read as the
// pages and the bell read it (the first and how many), never as its first file alone (issue 39).

const config = loadConfig({ PUBLIC_WEB_URL: 'https://yanxiu.example' });

describe('outgoing messages', () => {
  it('name an issue of one resource by its title', () => {
    const message = renderOutgoing(config, { kind: 'resource.issued', params: { title: '《教学计划》' }, link: '/disk/received?id=4' });
    expect(message.title).toBe('已向您下发资源：《教学计划》');
    expect(message.body).toBe('已向您下发资源：《教学计划》\nA resource was issued to you: 《教学计划》');
    expect(message.url).toBe('https://yanxiu.example/disk/received?id=4');
  });

  it('name an issue of several resources by the first and how many, in both languages, issued or reminded', () => {
    const issued = renderOutgoing(config, {
      kind: 'resource.issued',
      params: { title: '《教学计划》', count: 2 },
      link: '/disk/received?id=4',
    });
    expect(issued.title).toBe('已向您下发资源：《教学计划》 等 2 项');
    expect(issued.body.split('\n')[1]).toBe('Resources were issued to you: 《教学计划》 and more (2 items)');
    const reminded = renderOutgoing(config, {
      kind: 'resource.reminder',
      params: { title: '《教学计划》', count: 3 },
      link: '/disk/received?id=4',
    });
    expect(reminded.title).toBe('提醒：请查看下发的资源 《教学计划》 等 3 项');
    expect(reminded.body.split('\n')[1]).toBe('Reminder: please see the resources issued to you: 《教学计划》 and more (3 items)');
  });

  it('word other counted kinds as before', () => {
    const credited = renderOutgoing(config, { kind: 'hours.credited', params: { title: '教研活动', count: 2 }, link: '/learning' });
    expect(credited.title).toBe('已为您计入 2 学时：教研活动');
  });
});
