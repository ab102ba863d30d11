/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { DetailSection, fileObjectUrl, Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { fetchAlarm } from '../api.ts';
import { MissingId } from '../components/common.tsx';

const styles = {
  video: css({ display: 'block', width: '100%', maxHeight: '60vh', background: '#000' }),
};

/** The player of one clip (its address: the device's, or a stored file's bytes fetched with the token). */
function Clip({ src, label }: { src: string; label: string }) {
  return (
    <video css={styles.video} src={src} controls playsInline preload="metadata" aria-label={label} data-testid="alarm-video">
      <track kind="captions" />
    </video>
  );
}

/** A clip uploaded with a hand report: served only with the caller's token, so played from its bytes. */
function UploadedClip({ fileId, label }: { fileId: string; label: string }) {
  const url = useLoader(() => fileObjectUrl(fileId), [fileId]);
  return <Loadable state={url}>{(src) => <Clip src={src} label={label} />}</Loadable>;
}

/**
 * 告警视频 (/alarm/alarmVideo?id=): the event's clip played in the page: the one its device gave, or
 * the one its reporter uploaded with a hand report.
 */
export default function AlarmVideoScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const alarm = useLoader(async () => (id ? fetchAlarm(id) : null), [id]);
  return (
    <PageFrame title="告警视频">
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={alarm}>
          {(a) => {
            const label = `${a.type.name}告警视频`;
            return (
              <>
                {a.video_file ? (
                  <UploadedClip fileId={a.video_file.id} label={label} />
                ) : a.video_url ? (
                  <Clip src={a.video_url} label={label} />
                ) : (
                  <ErrorBlock status="empty" title="该告警没有视频" description="上报时未附视频" />
                )}
                <DetailSection
                  rows={[
                    { label: '告警类型', value: a.type.name },
                    { label: '地点', value: a.place },
                    { label: '设备', value: a.device_source, hidden: a.device_source === null },
                    { label: '时间', value: a.created_time.slice(0, 16) },
                  ]}
                />
              </>
            );
          }}
        </Loadable>
      )}
    </PageFrame>
  );
}
