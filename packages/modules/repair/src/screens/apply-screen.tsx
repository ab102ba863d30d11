/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { repairReportSchema, type FileRef, type RepairPlace, type RepairType } from '@campus/contracts';
import {
  AttachmentUploader,
  clearFieldErrors,
  FieldErrorText,
  LoadFailedBlock,
  LoadingBlock,
  NamedTextArea,
  OptionPicker,
  PageFrame,
  schemaMessage,
  schemaRule,
  submitFailureMessage,
  useLoader,
  type PickerOption,
} from '@campus/ui';
import { Button, CascadePicker, ErrorBlock, Form, Input, NoticeBar, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchMe, fetchPlaces, fetchTypes, reportRepair } from '../api.ts';
import { RoomTabs } from '../components/room-tabs.tsx';
import { newClientKey, yuan } from '../money.ts';
import { PATHS, withId } from '../paths.ts';

const styles = {
  placeholder: css({ color: 'var(--adm-color-weak)' }),
};

interface ApplyValues {
  place_id?: PickerOption[];
  place_detail?: string;
  fault_item_id?: string[];
  description?: string;
  photos?: FileRef[];
  expected_time?: string[];
  contact_phone?: string;
}

const placeOption = (p: RepairPlace): PickerOption => ({ id: p.id, name: p.label, description: p.area });

/** The fault item chosen in the cascade (type, item), with its type. */
function chosenItem(types: readonly RepairType[], fault: string[] | undefined) {
  const type = types.find((t) => t.id === fault?.[0]);
  const item = type?.items.find((i) => i.id === fault?.[1]);
  return type && item ? { type, item } : null;
}

/**
 * 我要报修 (/saRepairRoom/saRepairApply, issue 39): the place (the reporter's own room pre-filled), the
 * fault item, what is wrong, photos and a time that suits; a charged item says so before it is sent.
 * The order number and next steps follow on /saCommitSuccess.
 */
export default function ApplyScreen() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const me = useLoader(() => fetchMe(), []);
  const types = useLoader(() => fetchTypes(), []);
  const [clientKey] = useState(newClientKey);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pickingPlace, setPickingPlace] = useState(false);
  const [pickingFault, setPickingFault] = useState(false);
  const fault = Form.useWatch('fault_item_id', form);
  const place = Form.useWatch('place_id', form);

  const cascade = useMemo(
    () =>
      (types.data ?? []).map((t) => ({
        label: t.name,
        value: t.id,
        children: t.items.map((i) => ({ label: i.charge_fen > 0 ? `${i.name}（约${yuan(i.charge_fen)}）` : i.name, value: i.id })),
      })),
    [types.data],
  );
  const chosen = chosenItem(types.data ?? [], fault);

  const submit = async (v: ApplyValues) => {
    const item = chosenItem(types.data ?? [], v.fault_item_id);
    setBusy(true);
    setMessage(null);
    try {
      const info = await reportRepair({
        place_id: v.place_id?.[0]?.id ?? '',
        ...(v.place_detail?.trim() ? { place_detail: v.place_detail.trim() } : {}),
        fault_item_id: item?.item.id ?? '',
        description: (v.description ?? '').trim(),
        photos: (v.photos ?? []).map((f) => f.id),
        expected_time: v.expected_time?.[0] ?? '',
        ...(v.contact_phone?.trim() ? { contact_phone: v.contact_phone.trim() } : {}),
        client_key: clientKey,
      });
      navigate(withId(PATHS.success, info.order.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (me.data === undefined || types.data === undefined) {
    const error = me.error ?? types.error;
    body =
      error !== undefined && !me.loading && !types.loading ? (
        <LoadFailedBlock
          error={error}
          onRetry={() => {
            void me.reload();
            void types.reload();
          }}
        />
      ) : (
        <LoadingBlock />
      );
  } else if (types.data.every((t) => t.items.length === 0)) {
    // refused before it is filled: nothing could be reported
    body = <ErrorBlock status="empty" title="本单位尚未设置维修项目，暂不能报修" description="请联系维修管理员" />;
  } else {
    const slots = me.data.time_slots;
    body = (
      <Form
        form={form}
        mode="card"
        initialValues={{
          place_id: me.data.home_place ? [placeOption(me.data.home_place)] : [],
          photos: [],
          expected_time: slots.slice(0, 1),
        }}
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: ApplyValues) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              提交报修
            </Button>
          </>
        }
      >
        <Form.Item
          name="place_id"
          label="报修地点"
          required
          arrow
          onClick={() => setPickingPlace(true)}
          rules={[{ validator: async (_, v?: PickerOption[]) => (v?.length ? undefined : Promise.reject(new Error('请选择报修地点'))) }]}
        >
          {place?.[0] ? <span data-testid="repair-place">{place[0].name}</span> : <span css={styles.placeholder}>请选择报修地点</span>}
        </Form.Item>
        <Form.Item name="place_detail" label="具体位置" rules={[schemaRule(repairReportSchema.shape.place_detail)]}>
          <Input placeholder="如：卫生间、靠窗一侧（选填）" maxLength={100} clearable aria-label="具体位置" />
        </Form.Item>
        <Form.Item
          name="fault_item_id"
          label="故障项目"
          required
          arrow
          onClick={() => setPickingFault(true)}
          rules={[{ validator: async (_, v?: string[]) => (v?.length === 2 ? undefined : Promise.reject(new Error('请选择故障项目'))) }]}
          description={
            chosen && chosen.item.charge_fen > 0 ? (
              <span data-testid="charge-notice">收费项目：通常收费{yuan(chosen.item.charge_fen)}，以维修员填写为准，可能需要审批</span>
            ) : undefined
          }
        >
          {chosen ? (
            <span data-testid="repair-fault">
              {chosen.type.name} / {chosen.item.name}
            </span>
          ) : (
            <span css={styles.placeholder}>请选择故障项目</span>
          )}
        </Form.Item>
        <Form.Item
          name="description"
          label="故障描述"
          layout="vertical"
          required
          rules={[schemaRule(repairReportSchema.shape.description)]}
        >
          <NamedTextArea
            label="故障描述"
            placeholder="请描述故障情况，如：水龙头一直滴水"
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={500}
            showCount
          />
        </Form.Item>
        <Form.Item name="photos" label="现场照片" layout="vertical">
          <AttachmentUploader />
        </Form.Item>
        <Form.Item
          name="expected_time"
          label="预约时间"
          layout="vertical"
          required
          rules={[{ validator: async (_, v?: string[]) => (v?.length ? undefined : Promise.reject(new Error('请选择预约时间'))) }]}
        >
          <Selector columns={2} options={slots.map((s) => ({ label: s, value: s }))} />
        </Form.Item>
        <Form.Item
          name="contact_phone"
          label="联系电话"
          rules={[
            {
              validator: async (_, v?: string) => {
                const problem = v?.trim() ? schemaMessage(repairReportSchema.shape.contact_phone, v.trim()) : null;
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input type="tel" inputMode="numeric" placeholder="默认为账号手机号（选填）" maxLength={11} clearable aria-label="联系电话" />
        </Form.Item>
      </Form>
    );
  }

  return (
    <PageFrame title="报修申请">
      <RoomTabs active="apply" />
      {me.data?.home_place === null && <NoticeBar content="未找到您的房间，请选择报修地点" color="info" />}
      {body}
      <OptionPicker
        visible={pickingPlace}
        onClose={() => setPickingPlace(false)}
        title="选择报修地点"
        placeholder="搜索楼栋或房间"
        unit="处"
        value={place ?? []}
        load={async (q) => (await fetchPlaces(q)).map(placeOption)}
        onChange={(v) => form.setFields([{ name: 'place_id', value: v, errors: [] }])}
      />
      <CascadePicker
        title="故障项目"
        options={cascade}
        visible={pickingFault}
        onClose={() => setPickingFault(false)}
        value={fault ?? []}
        onConfirm={(v) =>
          form.setFields([{ name: 'fault_item_id', value: v.filter((x): x is string => typeof x === 'string'), errors: [] }])
        }
      />
    </PageFrame>
  );
}
