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

  it('name an issue of one folder by the folder and its file count, with the plural in English, issued or reminded', () => {
    const issued = renderOutgoing(config, {
      kind: 'resource.issued',
      params: { title: '学期计划', count: 3, context: 'folder' },
      link: '/disk/received?id=4',
    });
    expect(issued.body).toBe('已向您下发文件夹：学期计划（3 个文件）\nA folder was issued to you: 学期计划 (3 files)');
    expect(issued.title).not.toContain('等');
    const reminded = renderOutgoing(config, {
      kind: 'resource.reminder',
      params: { title: '学期计划', count: 1, context: 'folder' },
      link: '/disk/received?id=4',
    });
    expect(reminded.body).toBe(
      '提醒：请查看下发的文件夹 学期计划（1 个文件）\nReminder: please see the folder issued to you: 学期计划 (1 file)',
    );
  });

  it('word a topic review’s decision in its workflow’s words: a conclusion that passed is concluded (结题), not approved (立项)', () => {
    const review = (workflow: string, kind: string) =>
      renderOutgoing(config, { kind, params: { workflow, title: '课题', subjectId: '5' }, link: '/scientific/myTopic' });
    const concluded = review('topic-conclusion', 'review.approved');
    expect(concluded.title).toBe('您的课题已通过结题鉴定，课题已结题');
    expect(concluded.body).toBe('您的课题已通过结题鉴定，课题已结题\nYour research topic passed its appraisal: the topic is concluded');
    expect(concluded.title).not.toContain('立项');
    expect(review('topic-conclusion', 'review.rejected').title).toBe('您的课题未通过结题鉴定，未能结题');
    expect(review('topic', 'review.approved').title).toBe('您的课题申报已通过评审，课题已立项');
    expect(review('topic-stage', 'review.approved').title).toBe('您提交的课题阶段材料已通过审核');
    // A decision other workflows word generally, and a topic's return for changes, read as before.
    expect(review('development', 'review.approved').title).toBe('您的申请已通过：课题');
    expect(review('topic', 'review.returned').title).toBe('您的申请已退回修改：课题');
  });

  it('word other counted kinds as before', () => {
    const credited = renderOutgoing(config, { kind: 'hours.credited', params: { title: '教研活动', count: 2 }, link: '/learning' });
    expect(credited.title).toBe('已为您计入 2 学时：教研活动');
  });
});
