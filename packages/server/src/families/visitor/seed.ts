/**
 * Demo rows per company (idempotent: stable ids, ON CONFLICT DO NOTHING): the settings, the chains,
 * two receptions (one awaiting the approver; one approved with an agenda, a main task, a child task,
 * a preparation item and a fee), two visits (one awaiting its host, one approved with a live pass),
 * a let-off awaiting approval, a returned going-out application and its subsidy claim. Link tokens
 * and QR codes are drawn at random when first inserted, never derived from the ids.
 */
import { randomBytes } from 'node:crypto';
import { PUSH_MODULES, VISITOR_ORDER_TYPES } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import type { SeedStep } from '../../platform/seed/seed.ts';
import { seedDepartmentId, seedId, seedStaffId } from '../../platform/seed/ids.ts';
import { approvalChains, approvalSteps, orderEvents, orders, type ChainStepConfig } from '../../platform/orders/schema.ts';
import { seededFileId } from '../../platform/files/seed.ts';
import { CROCKFORD_ALPHABET, draw } from '../../platform/numbers/codes.ts';
import { staff } from '../../platform/db/schema.ts';
import { DEFAULT_SETTINGS, VISITOR_DESK_NAME, maskIdNumber, visitorDeskId } from './common.ts';
import {
  visitorLetOffs,
  visitorOutApplies,
  visitorOutSubsidies,
  visitorPasses,
  visitorReceptionFees,
  visitorReceptionLists,
  visitorReceptionPeople,
  visitorReceptionPlans,
  visitorReceptionTasks,
  visitorReceptions,
  visitorSettings,
  visitorVisits,
} from './schema.ts';

export const visitorSeedId = (c: string, key: string): string => seedId(c, `visitor:${key}`);
export const seedReceptionId = (c: string): string => visitorSeedId(c, 'reception:approved');
export const seedReceptionTaskId = (c: string): string => visitorSeedId(c, 'reception:task:main');
export const seedReceptionFeeId = (c: string): string => visitorSeedId(c, 'reception:fee');
export const seedVisitId = (c: string): string => visitorSeedId(c, 'visit:approved');
export const seedLetOffId = (c: string): string => visitorSeedId(c, 'letOff:pending');
export const seedOutApplyId = (c: string): string => visitorSeedId(c, 'outApply:returned');
export const seedSubsidyId = (c: string): string => visitorSeedId(c, 'outSubsidy:pending');

const DAY = 86_400_000;
const token = () => randomBytes(24).toString('base64url');

export const seedVisitorSettings: SeedStep = async (db, { id: c }) => {
  await db
    .insert(visitorSettings)
    .values({
      companyId: c,
      outDailyRateFen: DEFAULT_SETTINGS.outDailyRateFen,
      idRetentionDays: DEFAULT_SETTINGS.idRetentionDays,
      updatedAt: new Date(),
    })
    .onConflictDoNothing();
  await db
    .insert(staff)
    .values({ companyId: c, id: visitorDeskId(c), name: VISITOR_DESK_NAME, role: 'staff', isActive: false })
    .onConflictDoNothing();
  const approver: ChainStepConfig = { kind: 'staff', staff_id: seedStaffId(c, 'approver') };
  const adminHead: ChainStepConfig = { kind: 'department_head', department_id: seedDepartmentId(c, 'admin') };
  await db
    .insert(approvalChains)
    .values([
      { companyId: c, orderType: VISITOR_ORDER_TYPES.reception, steps: [approver] },
      { companyId: c, orderType: VISITOR_ORDER_TYPES.letOff, steps: [approver] },
      { companyId: c, orderType: VISITOR_ORDER_TYPES.outApply, steps: [approver] },
      { companyId: c, orderType: VISITOR_ORDER_TYPES.outSubsidy, steps: [approver, adminHead] },
    ])
    .onConflictDoNothing();
};

interface SeedOrder {
  id: string;
  type: string;
  module: string;
  applicant: string;
  title: string;
  status: number;
  /** The approver's step: pending, or approved at `approvedAt`. */
  approvedAt: Date | null;
  createdAt: Date;
  fields: { label: string; value: string }[];
}

/** An order as the workflow leaves it: the row, the approver's step, its submit event (and approve event). */
async function seedOrder(db: Database, c: string, o: SeedOrder, approver = seedStaffId(c, 'approver')): Promise<void> {
  await db
    .insert(orders)
    .values({
      companyId: c,
      id: o.id,
      module: o.module,
      orderType: o.type,
      applicantId: o.applicant,
      title: o.title,
      status: o.status,
      payload: { fields: o.fields, data: { demo: true } },
      version: o.approvedAt ? 1 : 0,
      createdAt: o.createdAt,
      updatedAt: o.approvedAt ?? o.createdAt,
      approvedAt: o.approvedAt,
    })
    .onConflictDoNothing();
  await db
    .insert(approvalSteps)
    .values({
      companyId: c,
      id: seedId(c, `visitor:step:${o.id}`),
      orderId: o.id,
      seq: 1,
      approverId: approver,
      state: o.approvedAt ? 'approved' : 'pending',
      comment: o.approvedAt ? '同意' : null,
      pendingSince: o.createdAt,
      actedAt: o.approvedAt,
      createdAt: o.createdAt,
    })
    .onConflictDoNothing();
  await db
    .insert(orderEvents)
    .values([
      {
        companyId: c,
        id: seedId(c, `visitor:event:${o.id}:submit`),
        orderId: o.id,
        actorId: o.applicant,
        action: 'submit',
        fromStatus: null,
        toStatus: 10,
        createdAt: o.createdAt,
      },
      ...(o.approvedAt
        ? [
            {
              companyId: c,
              id: seedId(c, `visitor:event:${o.id}:approve`),
              orderId: o.id,
              actorId: approver,
              action: 'approve',
              fromStatus: 10,
              toStatus: 20,
              createdAt: o.approvedAt,
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
}

export const seedVisitorReceptions: SeedStep = async (db, { id: c }) => {
  const now = Date.now();
  const applicant = seedStaffId(c, 'staff');
  const host = seedStaffId(c, 'demo');
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const at = (offset: number, hour: number) => new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00+08:00`);
  const list = [
    {
      key: 'approved',
      status: 20,
      approvedAt: new Date(now - DAY),
      title: '华东客户来访接待',
      guestCompany: '华东精密制造',
      start: 2,
      end: 3,
    },
    { key: 'pending', status: 10, approvedAt: null, title: '高校参观交流', guestCompany: '东南大学', start: 7, end: 7 },
  ];
  for (const r of list) {
    const id = visitorSeedId(c, `reception:${r.key}`);
    const createdAt = new Date(now - 2 * DAY);
    await seedOrder(db, c, {
      id,
      type: VISITOR_ORDER_TYPES.reception,
      module: PUSH_MODULES.reception,
      applicant,
      title: r.title,
      status: r.status,
      approvedAt: r.approvedAt,
      createdAt,
      fields: [
        { label: '来宾单位', value: r.guestCompany },
        { label: '接待日期', value: `${day(r.start)} 至 ${day(r.end)}` },
      ],
    });
    await db
      .insert(visitorReceptions)
      .values({
        companyId: c,
        id,
        applicantId: applicant,
        title: r.title,
        guestCompany: r.guestCompany,
        guests: [
          { name: '王建国', title: '总经理', phone: '' },
          { name: '李娜', title: '采购经理', phone: '' },
        ],
        startDate: day(r.start),
        endDate: day(r.end),
        place: '园区行政楼一楼会议室',
        budgetFen: 500_000,
        contacts: [{ name: '演示员工', phone: '13800000000' }],
        remark: '',
        clientKey: `seed-${r.key}`,
        createdAt,
      })
      .onConflictDoNothing();
    await db.insert(visitorReceptionPeople).values({ companyId: c, receptionId: id, role: 'host', staffId: host }).onConflictDoNothing();
    await db
      .insert(visitorReceptionLists)
      .values([applicant, host].map((staffId) => ({ companyId: c, staffId, scope: 'mine' as const, receptionId: id, createdAt })))
      .onConflictDoNothing();
  }
  const id = seedReceptionId(c);
  const createdAt = new Date(now - 2 * DAY);
  await db
    .insert(visitorReceptionPlans)
    .values([
      {
        companyId: c,
        id: visitorSeedId(c, 'reception:plan:1'),
        receptionId: id,
        seq: 1,
        startAt: at(2, 9),
        endAt: at(2, 11),
        title: '参观生产线',
        place: '一号厂房',
        content: '',
      },
      {
        companyId: c,
        id: visitorSeedId(c, 'reception:plan:2'),
        receptionId: id,
        seq: 2,
        startAt: at(2, 12),
        endAt: at(2, 13),
        title: '工作午餐',
        place: '员工餐厅二楼',
        content: '',
      },
    ])
    .onConflictDoNothing();
  const patrolman = seedStaffId(c, 'patrolman');
  await db
    .insert(visitorReceptionTasks)
    .values([
      {
        companyId: c,
        id: seedReceptionTaskId(c),
        receptionId: id,
        kind: 'main' as const,
        title: '接待总负责',
        content: '统筹接待事宜',
        assigneeIds: [host],
        dueAt: at(3, 18),
        state: 'doing' as const,
        createdAt,
        updatedAt: createdAt,
      },
      {
        companyId: c,
        id: visitorSeedId(c, 'reception:task:child'),
        receptionId: id,
        kind: 'child' as const,
        title: '安排午餐',
        content: '',
        assigneeIds: [applicant],
        dueAt: at(2, 11),
        state: 'todo' as const,
        createdAt,
        updatedAt: createdAt,
      },
      {
        companyId: c,
        id: visitorSeedId(c, 'reception:task:prepare'),
        receptionId: id,
        kind: 'prepare' as const,
        title: '准备欢迎牌',
        content: '',
        assigneeIds: [patrolman],
        dueAt: at(1, 17),
        state: 'todo' as const,
        createdAt,
        updatedAt: createdAt,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(visitorReceptionLists)
    .values(
      [host, applicant, patrolman].map((staffId) => ({ companyId: c, staffId, scope: 'assigned' as const, receptionId: id, createdAt })),
    )
    .onConflictDoNothing();
  await db
    .insert(visitorReceptionFees)
    .values({
      companyId: c,
      id: seedReceptionFeeId(c),
      receptionId: id,
      taskId: seedReceptionTaskId(c),
      name: '欢迎横幅',
      amountFen: 12_800,
      photoId: seededFileId(c),
      addedBy: host,
      clientKey: 'seed-fee',
      createdAt,
    })
    .onConflictDoNothing();
};

export const seedVisitorVisits: SeedStep = async (db, { id: c }) => {
  const now = Date.now();
  const desk = visitorDeskId(c);
  const host = seedStaffId(c, 'staff');
  const visits = [
    {
      id: seedVisitId(c),
      status: 20,
      approvedAt: new Date(now - 3_600_000),
      name: '张伟',
      phone: '13900000001',
      idNumber: '110101199001011234',
    },
    { id: visitorSeedId(c, 'visit:pending'), status: 10, approvedAt: null, name: '刘洋', phone: '13900000002', idNumber: null },
  ];
  for (const v of visits) {
    const createdAt = new Date(now - 2 * 3_600_000);
    const startAt = new Date(now - 3_600_000);
    const endAt = new Date(now + 2 * DAY);
    await seedOrder(
      db,
      c,
      {
        id: v.id,
        type: VISITOR_ORDER_TYPES.visit,
        module: PUSH_MODULES.visit,
        applicant: desk,
        title: `${v.name} 来访`,
        status: v.status,
        approvedAt: v.approvedAt,
        createdAt,
        fields: [{ label: '访客', value: v.name }],
      },
      host,
    );
    await db
      .insert(visitorVisits)
      .values({
        companyId: c,
        id: v.id,
        hostId: host,
        visitorName: v.name,
        phone: v.phone,
        idNumber: v.idNumber,
        idNumberMasked: v.idNumber ? maskIdNumber(v.idNumber) : null,
        visitorCompany: '合作伙伴公司',
        reason: '商务洽谈',
        startAt,
        endAt,
        plate: null,
        companions: 0,
        invited: false,
        status: v.status,
        linkToken: token(),
        clientKey: `seed-${v.id}`,
        createdAt,
      })
      .onConflictDoNothing();
    if (v.status === 20)
      await db
        .insert(visitorPasses)
        .values({
          companyId: c,
          id: visitorSeedId(c, `pass:${v.id}`),
          kind: 'visit',
          orderId: v.id,
          code: draw.chars(CROCKFORD_ALPHABET, 24),
          validFrom: startAt,
          validTo: endAt,
          state: 'live',
          createdAt,
        })
        .onConflictDoNothing();
  }
  const letOff = seedLetOffId(c);
  const createdAt = new Date(now - 3_600_000);
  await seedOrder(db, c, {
    id: letOff,
    type: VISITOR_ORDER_TYPES.letOff,
    module: PUSH_MODULES.letOff,
    applicant: desk,
    title: '陈明 物品放行',
    status: 10,
    approvedAt: null,
    createdAt,
    fields: [{ label: '申请人', value: '陈明' }],
  });
  await db
    .insert(visitorLetOffs)
    .values({
      companyId: c,
      id: letOff,
      staffId: null,
      applicantName: '陈明',
      phone: '13900000003',
      kind: 'goods',
      items: [{ name: '投影仪', quantity: 1 }],
      plate: null,
      reason: '设备维修外送',
      startAt: new Date(now),
      endAt: new Date(now + DAY),
      linkToken: token(),
      clientKey: 'seed-letoff',
      createdAt,
    })
    .onConflictDoNothing();
};

export const seedVisitorOut: SeedStep = async (db, { id: c }) => {
  const now = Date.now();
  const person = seedStaffId(c, 'staff');
  const out = seedOutApplyId(c);
  const startAt = new Date(now - 3 * DAY);
  const endAt = new Date(now - 2 * DAY);
  await seedOrder(db, c, {
    id: out,
    type: VISITOR_ORDER_TYPES.outApply,
    module: PUSH_MODULES.forms,
    applicant: person,
    title: '外出：市政务中心',
    status: 40,
    approvedAt: new Date(now - 4 * DAY),
    createdAt: new Date(now - 5 * DAY),
    fields: [{ label: '目的地', value: '市政务中心' }],
  });
  await db
    .insert(visitorOutApplies)
    .values({
      companyId: c,
      id: out,
      staffId: person,
      reason: '办理资质年检',
      destination: '市政务中心',
      startAt,
      endAt,
      contactPhone: '13800000005',
      clientKey: 'seed-out',
      createdAt: new Date(now - 5 * DAY),
    })
    .onConflictDoNothing();
  const subsidy = seedSubsidyId(c);
  const days = 2;
  await seedOrder(db, c, {
    id: subsidy,
    type: VISITOR_ORDER_TYPES.outSubsidy,
    module: PUSH_MODULES.outSubsidy,
    applicant: person,
    title: '外出补贴：市政务中心',
    status: 10,
    approvedAt: null,
    createdAt: new Date(now - DAY),
    fields: [{ label: '天数', value: String(days) }],
  });
  await db
    .insert(visitorOutSubsidies)
    .values({
      companyId: c,
      id: subsidy,
      staffId: person,
      outApplyId: out,
      days,
      dailyRateFen: DEFAULT_SETTINGS.outDailyRateFen,
      totalFen: days * DEFAULT_SETTINGS.outDailyRateFen,
      createdAt: new Date(now - DAY),
    })
    .onConflictDoNothing();
};
