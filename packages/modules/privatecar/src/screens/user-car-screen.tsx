/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { pcarVehicleCreateSchema, type PcarVehicle } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { clearFieldErrors, FieldErrorText, Loadable, PageFrame, schemaRule, submitFailureMessage, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, Form, Input, List, Space } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createVehicle, fetchVehicles, removeVehicle } from '../api.ts';
import { CertTag } from '../components/tags.tsx';
import { plate } from '../format.ts';
import { PATHS, withId, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  form: css({ marginTop: 12 }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
  plate: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
};

interface CarFormValues {
  plate?: string;
  brand_model?: string;
  color?: string;
}

/** The next step for a car: certify it, follow its review, or see its certification. */
function CarActions({ car, onRemove }: { car: PcarVehicle; onRemove: () => void }) {
  const navigate = useNavigate();
  const certify = () => navigate(withQuery(PATHS.certifyCreate, 'vehicle', car.id));
  return (
    <Space wrap>
      {(car.cert_state === 'none' || car.cert_state === 'rejected' || car.cert_state === 'expired') && (
        <Button size="mini" color="primary" onClick={certify}>
          去认证
        </Button>
      )}
      {car.certification_id !== null && (
        <Button size="mini" onClick={() => navigate(withId(PATHS.certifyDetail, car.certification_id ?? ''))}>
          认证详情
        </Button>
      )}
      {car.cert_state !== 'pending' && (
        <Button size="mini" color="danger" fill="outline" onClick={onRemove}>
          删除
        </Button>
      )}
    </Space>
  );
}

/** 我的车辆 (/privateCar/pCarUserCar): register a car (plate, make, colour) and see its certification. */
export default function UserCarScreen() {
  const [form] = Form.useForm<CarFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cars = useLoader(fetchVehicles, []);

  const submit = async (values: CarFormValues) => {
    setMessage(null);
    setBusy(true);
    try {
      await createVehicle({ plate: values.plate ?? '', brand_model: values.brand_model ?? '', color: values.color ?? '' });
      void showToast(TEXT.saved, { icon: 'success' });
      form.resetFields();
      await cars.reload();
    } catch (error) {
      setMessage(submitFailureMessage(form, error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (car: PcarVehicle) => {
    if (!(await confirmDialog(TEXT.confirmRemoveCar))) return;
    await removeVehicle(car.id);
    void showToast(TEXT.removed);
    await cars.reload();
  };

  return (
    <PageFrame title="我的车辆">
      <Loadable state={cars}>
        {(list) =>
          list.length === 0 ? (
            <ErrorBlock status="empty" title={TEXT.noCars} description="登记车辆后，提交行驶证和保险单照片完成认证" />
          ) : (
            <List mode="card" header="已登记车辆">
              {list.map((car) => (
                <List.Item
                  key={car.id}
                  data-testid="car-item"
                  extra={<CertTag state={car.cert_state} />}
                  description={
                    <Space direction="vertical" style={{ '--gap': '6px' }}>
                      <span css={styles.meta}>
                        {car.brand_model}
                        {car.color ? ` · ${car.color}` : ''}
                        {car.insurance_expires ? keepDates(` · 保险至 ${car.insurance_expires}`) : ''}
                      </span>
                      <CarActions car={car} onRemove={() => void remove(car)} />
                    </Space>
                  }
                >
                  <span css={styles.plate}>{plate(car.plate)}</span>
                </List.Item>
              ))}
            </List>
          )
        }
      </Loadable>
      <Form
        css={styles.form}
        form={form}
        mode="card"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed) => {
          clearFieldErrors(form, changed);
          setMessage(null);
        }}
        footer={
          <>
            <FieldErrorText message={message} />
            <Button block type="submit" color="primary" size="large" loading={busy}>
              登记车辆
            </Button>
          </>
        }
      >
        <Form.Header>登记新车辆</Form.Header>
        <Form.Item name="plate" label="车牌号" required rules={[schemaRule(pcarVehicleCreateSchema.shape.plate)]}>
          <Input placeholder="如 粤B12345" />
        </Form.Item>
        <Form.Item name="brand_model" label="品牌型号" required rules={[schemaRule(pcarVehicleCreateSchema.shape.brand_model)]}>
          <Input placeholder="如 大众 朗逸" />
        </Form.Item>
        <Form.Item name="color" label="车身颜色">
          <Input placeholder="如 白色" />
        </Form.Item>
      </Form>
    </PageFrame>
  );
}
