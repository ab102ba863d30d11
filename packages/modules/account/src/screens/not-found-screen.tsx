import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/** notFound: a page that does not exist or is no longer offered. */
export default function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <div style={{ paddingTop: '18vh' }}>
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已下线">
        <Button color="primary" onClick={() => navigate('/mPage', { replace: true })}>
          返回首页
        </Button>
      </ErrorBlock>
    </div>
  );
}
