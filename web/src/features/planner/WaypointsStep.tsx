import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { GripVertical, MapPinned, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddWaypoint, isCalcTypeLocked, waypointError, type Waypoint } from '@fleetdeck/shared';
import {
  calculateAtom,
  plannerFormAtom,
  selectOnMapAtom,
  setWaypointsAtom,
  step2ProblemAtom,
} from './plannerAtoms.js';
import { emptyWaypoint, moveItem, waypointOption, type CalcType } from './plannerForm.js';
import { MinutesRows } from './MinutesRows.js';
import { WaypointSearch } from './WaypointSearch.js';

/**
 * Step 2: route or reachable areas (the switch locks while several waypoints exist and one is
 * invalid), then the waypoints, or for reachable areas the start point and its times in minutes.
 */
export function WaypointsStep() {
  const { t } = useTranslation();
  const [form, setForm] = useAtom(plannerFormAtom);
  const locked = isCalcTypeLocked(form.waypoints);
  const name = useId();
  return (
    <div className="planner-fields">
      <fieldset className="planner-calc-type" disabled={locked}>
        <legend>{t('planner.calc_type.label')}</legend>
        {(['route', 'reachable_areas'] as CalcType[]).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={form.calcType === type}
              onChange={() => setForm({ ...form, calcType: type })}
            />
            {t(`planner.calc_type.${type}`)}
          </label>
        ))}
      </fieldset>
      {form.calcType === 'route' ? <WaypointList /> : <AreaFields />}
    </div>
  );
}

function WaypointList() {
  const { t } = useTranslation();
  const form = useAtomValue(plannerFormAtom);
  const setWaypoints = useSetAtom(setWaypointsAtom);
  const [dragged, setDragged] = useState<number | null>(null);
  const waypoints = form.waypoints;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= waypoints.length || from === to) return;
    setWaypoints(moveItem(waypoints, from, to));
  };
  return (
    <>
      <ol className="planner-waypoints">
        {waypoints.map((waypoint, i) => (
          <WaypointRow
            key={waypoint.id}
            waypoint={waypoint}
            index={i}
            count={waypoints.length}
            dragging={dragged === i}
            onChange={(next) => setWaypoints(waypoints.map((w, j) => (j === i ? next : w)))}
            onRemove={() => setWaypoints(waypoints.filter((_, j) => j !== i))}
            onMove={(to) => move(i, to)}
            onDragStart={() => setDragged(i)}
            onDrop={() => {
              if (dragged !== null) move(dragged, i);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="planner-add"
        disabled={!canAddWaypoint(waypoints)}
        onClick={() => setWaypoints([...waypoints, emptyWaypoint()])}
      >
        <Plus size={14} aria-hidden />
        {t('planner.add_waypoint')}
      </button>
    </>
  );
}

interface WaypointRowProps {
  waypoint: Waypoint;
  index: number;
  count: number;
  dragging: boolean;
  onChange: (waypoint: Waypoint) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

/** One stop: its place (search or map), service time and load; dragged or moved with arrows. */
function WaypointRow(props: WaypointRowProps) {
  const { waypoint, index, count, onChange, onMove } = props;
  const { t, i18n } = useTranslation();
  const [selecting, setSelecting] = useAtom(selectOnMapAtom);
  const calculate = useSetAtom(calculateAtom);
  const refused = useAtomValue(step2ProblemAtom) !== null;
  const n = index + 1;
  // An untouched stage is not an error until a calculation is refused.
  const found = waypointError(waypoint);
  const error = refused || (found !== 'empty' && found !== 'null_coordinate') ? found : null;
  const options = waypoint.coordinate?.options;
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    onMove(index + step);
  };
  const number = (value: string): number | null =>
    value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value);
  const onSelectOnMap = selecting === index;
  return (
    <li
      className="planner-waypoint"
      data-dragging={props.dragging || undefined}
      data-invalid={error !== null || undefined}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        props.onDrop();
      }}
    >
      <button
        type="button"
        className="icon-button planner-handle"
        draggable
        aria-label={t('planner.move_waypoint', { n })}
        title={t('planner.move_waypoint_hint')}
        aria-keyshortcuts="ArrowUp ArrowDown"
        onKeyDown={onHandleKey}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(index));
          props.onDragStart();
        }}
        onDragEnd={props.onDragEnd}
      >
        <GripVertical size={16} aria-hidden />
        <span className="planner-number" aria-hidden>
          {n}
        </span>
      </button>
      <div className="planner-waypoint-body">
        <WaypointSearch
          label={t('planner.waypoint', { n })}
          waypoint={waypoint}
          onChange={onChange}
          onEnter={index === count - 1 ? () => void calculate(i18n.language) : undefined}
        />
        {error && <p className="error-text">{t(`planner.waypoint_error.${error}`)}</p>}
        <div className="planner-waypoint-options">
          <label>
            {t('planner.service_time')}
            <input
              type="number"
              min={0}
              step={5}
              value={options?.serviceTime ?? ''}
              onChange={(event) =>
                onChange(waypointOption(waypoint, 'serviceTime', number(event.target.value)))
              }
            />
          </label>
          <label>
            {t('planner.waypoint_load')}
            <input
              type="number"
              step={100}
              value={options?.waypointLoad ?? ''}
              onChange={(event) =>
                onChange(waypointOption(waypoint, 'waypointLoad', number(event.target.value)))
              }
            />
          </label>
        </div>
      </div>
      <div className="planner-waypoint-actions">
        <button
          type="button"
          className="icon-button"
          aria-pressed={onSelectOnMap}
          aria-label={t('planner.select_on_map_n', { n })}
          title={t('planner.select_on_map')}
          onClick={() => setSelecting(onSelectOnMap ? null : index)}
        >
          <MapPinned size={16} aria-hidden />
        </button>
        <button
          type="button"
          className="icon-button"
          disabled={count <= 2}
          aria-label={t('planner.remove_waypoint_n', { n })}
          title={t('planner.remove_waypoint')}
          onClick={props.onRemove}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </div>
    </li>
  );
}

/** Reachable areas: the start point and one or more times in minutes (the first stays). */
function AreaFields() {
  const { t } = useTranslation();
  const [form, setForm] = useAtom(plannerFormAtom);
  const setWaypoints = useSetAtom(setWaypointsAtom);
  const first = form.waypoints[0] ?? emptyWaypoint();
  const setHorizons = (horizons: (number | null)[]) => setForm({ ...form, horizons });
  return (
    <>
      <WaypointSearch
        label={t('planner.area_start')}
        waypoint={first}
        onChange={(next) => setWaypoints([next, ...form.waypoints.slice(1)])}
      />
      <MinutesRows minutes={form.horizons} onChange={setHorizons} />
    </>
  );
}
