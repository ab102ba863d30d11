/**
 * The assistant's demo rows, per company (idempotent: stable ids, existing rows kept): the settings
 * (the local assistant, the default quotas), and one finished conversation of 普通员工 (13800000005)
 * asking how to book a seat, its answer rated, so the screens and the isolation probes find a row.
 */
import { AI_DEFAULT_QUOTAS } from '@campus/contracts';
import type { SeedStep } from '../../platform/seed/seed.ts';
import { seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { aiConversations, aiMessages, aiRatings, aiSettings } from './schema.ts';
import { staffOwner } from './ownership.ts';

export const aiKey = {
  conversation: (c: string) => seedId(c, 'ai:conversation:seat'),
  question: (c: string) => seedId(c, 'ai:message:seat:question'),
  answer: (c: string) => seedId(c, 'ai:message:seat:answer'),
};

const QUESTION = '如何预约座位？';
const ANSWER = [
  '### 座位预约',
  '',
  '入口：首页「办公」→「座位预约」',
  '',
  '办理步骤：',
  '1. 选择座位区域（如图书馆阅览室）',
  '2. 选择日期和时段，在座位图中点选空闲座位',
  '3. 提交预约；到场后用「扫码签到」扫座位上的二维码签到，逾期未签到座位会被释放',
].join('\n');

export const seedAiSettings: SeedStep = async (db, company) => {
  await db
    .insert(aiSettings)
    .values({
      companyId: company.id,
      kind: 'local',
      perPersonDaily: AI_DEFAULT_QUOTAS.perPersonDaily,
      perCompanyDaily: AI_DEFAULT_QUOTAS.perCompanyDaily,
    })
    .onConflictDoNothing();
};

export const seedAiConversation: SeedStep = async (db, company) => {
  const c = company.id;
  const staffId = seedStaffId(c, 'staff');
  const at = new Date('2026-11-20T02:00:00Z');
  await db
    .insert(aiConversations)
    .values({
      companyId: c,
      id: aiKey.conversation(c),
      owner: staffOwner(staffId),
      kind: 'general',
      title: '如何预约座位？',
      preview: '座位预约 入口：首页「办公」→「座位预约」',
      messageCount: 2,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
  await db
    .insert(aiMessages)
    .values([
      {
        companyId: c,
        id: aiKey.question(c),
        conversationId: aiKey.conversation(c),
        seq: 1,
        role: 'user',
        text: QUESTION,
        status: 'done',
        createdAt: at,
        updatedAt: at,
      },
      {
        companyId: c,
        id: aiKey.answer(c),
        conversationId: aiKey.conversation(c),
        seq: 2,
        role: 'assistant',
        text: ANSWER,
        status: 'done',
        sources: [{ kind: 'menu', title: '座位预约', ref: 'seat', order_type: null }],
        createdAt: at,
        updatedAt: at,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(aiRatings)
    .values({
      companyId: c,
      id: seedId(c, 'ai:rating:seat'),
      messageId: aiKey.answer(c),
      conversationId: aiKey.conversation(c),
      raterId: staffId,
      score: 'up',
      tags: ['回答准确', '很有帮助'],
      text: '步骤很清楚',
      ratedAt: at,
    })
    .onConflictDoNothing();
};
