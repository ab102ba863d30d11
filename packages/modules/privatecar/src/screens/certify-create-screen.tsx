/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { addHubDays, hubToday, pickerDay, type FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import {
  AttachmentUploader,
  clearFieldErrors,
  DetailSection,
  FieldErrorText,
  Loadable,
  PageFrame,
  submitFailureMessage,
  useLoader,
} from '@campus/ui';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { createCertification, fetchVehicle } from '../api.ts';
import { DateField } from '../components/date-field.tsx';
import { MissingId, queryValue } from '../components/missing-id.tsx';
import { CertTag } from '../components/tags.tsx';
import { dayOf, plate } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = { hint: css({ fontSize: 12, color: 'var(--adm-color-weak)' }) };

interface CertFormValues {
  licence?: FileRef[];
  insurance?: FileRef[];
  insurance_expires?: Date;
}

const photos = (message: string) => [
  { validator: async (_r: unknown, v?: FileRef[]) => (v && v.length > 0 ? undefined : Promise.reject(new Error(message))) },
];

/** 新建认证 (/privateCar/pCarCertify/pCarCertifyCreate?vehicle=): licence and insurance photos and the insurance expiry date. */
export default function CertifyCreateScreen() {
  const [search] = useSearchParams();
  const vehicleId = queryValue(search, 'vehicle');
  const navigate = useNavigate();
  const [form] = Form.useForm<CertFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const car = useLoader(async () => (vehicleId === null ? null : fetchVehicle(vehicleId)), [vehicleId]);
  const tomorrow = pickerDay(addHubDays(hubToday(), 1));

  const submit = async (values: CertFormValues) => {
    if (vehicleId === null) return;
    setMessage(null);
    setBusy(true);
    try {
      const cert = await createCertification({
        vehicle_id: vehicleId,
        licence: (values.licence ?? []).map((f) => f.id),
        insurance: (values.insurance ?? []).map((f) => f.id),
        insurance_expires: values.insurance_expires ? dayOf(values.insurance_expires) : '',
      });
      void showToast(TEXT.submitted, { icon: 'success' });
      navigate(withId(PATHS.certifyDetail, cert.id), { replace: true });
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="新建认证">
      {vehicleId === null ? (
        <MissingId />
      ) : (
        <Loadable state={car}>
          {(c) => (
            <>
              <DetailSection
                title="认证车辆"
                rows={[
                  { label: '车牌号', value: plate(c.plate) },
                  { label: '品牌型号', value: c.brand_model },
                  { label: '当前状态', value: <CertTag state={c.cert_state} /> },
                ]}
              />
              <Form
                form={form}
                mode="card"
                layout="vertical"
                onFinish={(v) => void submit(v)}
                onValuesChange={(changed) => {
                  clearFieldErrors(form, changed);
                  setMessage(null);
                }}
                footer={
                  <>
                    <FieldErrorText message={message} />
                    <Button block type="submit" color="primary" size="large" loading={busy}>
                      提交认证
                    </Button>
                  </>
                }
              >
                <Form.Item
                  name="licence"
                  label="行驶证照片"
                  required
                  rules={photos('请上传行驶证照片')}
                  description={<span css={styles.hint}>请拍摄行驶证正页和副页，字迹清晰</span>}
                >
                  <AttachmentUploader maxCount={4} />
                </Form.Item>
                <Form.Item
                  name="insurance"
                  label="保险单照片"
                  required
                  rules={photos('请上传保险单照片')}
                  description={<span css={styles.hint}>交强险及商业险保单，须在有效期内</span>}
                >
                  <AttachmentUploader maxCount={4} accept="image-or-pdf" />
                </Form.Item>
                <DateField
                  name="insurance_expires"
                  label="保险到期日"
                  required
                  rules={[{ required: true, message: '请选择保险到期日' }]}
                  min={tomorrow}
                  max={new Date(tomorrow.getFullYear() + 3, 11, 31)}
                />
              </Form>
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
