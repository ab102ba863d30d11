import { carMessages, type CarVehicle, type FileRef } from '@campus/contracts';
import { showToast } from '@campus/core';
import { AttachmentUploader, useLoader, NamedTextArea } from '@campus/ui';
import { Input, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { fetchVehicles, requestRepair } from '../api.ts';
import { yuanToFen } from '../format.ts';
import { TEXT } from '../texts.ts';
import { Sheet } from './sheet.tsx';

/** A driver or the car administrator reports a vehicle fault, with photos (it then goes to approval). */
export function RepairSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const vehicles = useLoader(async () => (visible ? fetchVehicles() : ([] as CarVehicle[])), [visible]);
  const [vehicle, setVehicle] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [estimate, setEstimate] = useState('');
  const [photos, setPhotos] = useState<FileRef[]>([]);
  return (
    <Sheet
      visible={visible}
      title={TEXT.repair}
      onClose={onClose}
      testId="repair-sheet"
      check={() =>
        vehicle === null
          ? carMessages.vehicleRequired
          : description.trim() === ''
            ? carMessages.descriptionRequired
            : estimate.trim() !== '' && yuanToFen(estimate) === null
              ? TEXT.badAmount
              : null
      }
      onConfirm={async () => {
        const fen = estimate.trim() === '' ? undefined : (yuanToFen(estimate) ?? undefined);
        await requestRepair({
          vehicle_id: vehicle ?? '',
          description: description.trim(),
          ...(fen === undefined ? {} : { estimate_fen: fen }),
          attachments: photos.map((p) => p.id),
        });
        void showToast(TEXT.repairSent, { icon: 'success' });
      }}
    >
      <List>
        <List.Item title={TEXT.vehicle}>
          <Selector
            columns={2}
            options={(vehicles.data ?? []).map((v) => ({ label: v.plate, value: v.id, description: v.model }))}
            value={vehicle ? [vehicle] : []}
            onChange={(v) => setVehicle(v[0] ?? null)}
          />
        </List.Item>
        <List.Item title={TEXT.repairDescription}>
          <NamedTextArea
            placeholder={TEXT.repairPlaceholder}
            value={description}
            onChange={setDescription}
            rows={3}
            maxLength={500}
            label={TEXT.repairDescription}
          />
        </List.Item>
        <List.Item title={TEXT.estimate}>
          <Input
            inputMode="decimal"
            placeholder={TEXT.amountPlaceholder}
            value={estimate}
            onChange={setEstimate}
            aria-label={TEXT.estimate}
          />
        </List.Item>
        <List.Item title={TEXT.photos}>
          <AttachmentUploader value={photos} onChange={setPhotos} />
        </List.Item>
      </List>
    </Sheet>
  );
}
