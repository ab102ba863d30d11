import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchVehicles } from '../api.ts';
import { CertTag } from '../components/tags.tsx';
import { plate } from '../format.ts';
import { PATHS, withQuery } from '../paths.ts';
import { TEXT } from '../texts.ts';

/** 添加认证 (/privateCar/pCarCertify/pCarCertifyAdd): choose which of the staff's cars to certify (or register one). */
export default function CertifyAddScreen() {
  const navigate = useNavigate();
  const cars = useLoader(fetchVehicles, []);
  return (
    <PageFrame
      title="选择认证车辆"
      footer={
        <Button block size="large" onClick={() => navigate(PATHS.userCar)}>
          登记新车辆
        </Button>
      }
    >
      <Loadable state={cars}>
        {(list) =>
          list.length === 0 ? (
            <ErrorBlock status="empty" title={TEXT.noCars} description="请先登记车辆" />
          ) : (
            <List mode="card" header="选择要认证的车辆">
              {list.map((car) => {
                const pending = car.cert_state === 'pending';
                return (
                  <List.Item
                    key={car.id}
                    data-testid="certify-car"
                    disabled={pending}
                    extra={<CertTag state={car.cert_state} />}
                    description={pending ? '认证审核中，请等待审核结果' : car.brand_model}
                    onClick={pending ? undefined : () => navigate(withQuery(PATHS.certifyCreate, 'vehicle', car.id))}
                  >
                    {plate(car.plate)}
                  </List.Item>
                );
              })}
            </List>
          )
        }
      </Loadable>
    </PageFrame>
  );
}
