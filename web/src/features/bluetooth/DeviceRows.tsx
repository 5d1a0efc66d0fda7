import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BluetoothDevice } from '@fleetdeck/shared';
import { deviceStatus } from './bluetoothList.js';
import { DeviceRow } from './DeviceRow.js';

const ROW_HEIGHT = 66;

/** Where the arrow keys, Page keys, Home and End move the active row. */
function stepTo(key: string, index: number, last: number): number | undefined {
  const steps: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + 10,
    PageUp: index - 10,
    Home: 0,
    End: last,
  };
  const target = steps[key];
  return target === undefined ? undefined : Math.min(last, Math.max(0, target));
}

/**
 * The device list, mounting only the rows in view (the demo fleet has hundreds of probes). One tab
 * stop: the arrows move the active row, Enter or a click shows the device's vehicle.
 */
export function DeviceRows(props: {
  devices: readonly BluetoothDevice[];
  label: string;
  now: number;
  timeZone: string;
  onShow: (device: BluetoothDevice) => void;
}) {
  const { devices, onShow } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const [activeMac, setActiveMac] = useState<string | undefined>(undefined);
  // Not built with the React Compiler; the virtualizer re-renders this component on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: devices.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => devices[index]?.mac ?? index,
  });
  const activeIndex = devices.findIndex((d) => d.mac === activeMac);

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (devices.length === 0) return;
    const target = stepTo(event.key, activeIndex, devices.length - 1);
    if (target !== undefined) {
      event.preventDefault();
      setActiveMac(devices[target]?.mac);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      onShow(devices[activeIndex] as BluetoothDevice);
    }
  };
  const rowId = (index: number): string => `${prefix}-device-${index}`;

  return (
    <div
      ref={scroller}
      className="bt-rows"
      role="grid"
      aria-label={props.label}
      aria-rowcount={devices.length}
      aria-activedescendant={activeIndex >= 0 ? rowId(activeIndex) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const device = devices[item.index];
          if (!device) return null;
          return (
            <div
              key={item.key}
              id={rowId(item.index)}
              role="row"
              aria-rowindex={item.index + 1}
              aria-selected={device.mac === activeMac}
              data-mac={device.mac}
              data-status={deviceStatus(device)}
              className={`bt-row ${deviceStatus(device)}`}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              onClick={() => {
                setActiveMac(device.mac);
                onShow(device);
              }}
            >
              <DeviceRow device={device} now={props.now} timeZone={props.timeZone} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
