"use client";

import { useRef, useState, type DragEvent } from "react";
import { uploadPicture } from "@/src/features/rounds/api";
import { failureMessage } from "@/src/lib/api-client";
import type { StoredFloor, TourLayout } from "@/src/model/stored-tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import type { TourDetail } from "./api";
import { MAX_FLOOR_NAME, MAX_FLOORS } from "./constants";
import { disabledLook, fieldStyles, progressStyles } from "./styles";
import type { RunInTurn } from "./tour-draft";
import { planUploadUrl, tourFileUrl } from "./tour-urls";

const ACCEPTED_PLANS = "image/jpeg,image/png,image/webp";

/** A new floor's id: its tour keeps it when the floor is renamed. */
export function newFloorId(): string {
  return `f${crypto
    .getRandomValues(new Uint32Array(2))
    .reduce((text, part) => text + part.toString(36), "")
    .slice(0, 12)}`;
}

/** A name no floor of the tour has yet ("Main Floor", then "Floor 2"…). */
function nextFloorName(floors: readonly StoredFloor[]): string {
  const taken = new Set(floors.map((floor) => floor.name.toLowerCase()));
  if (!taken.has("main floor")) return "Main Floor";
  for (let n = floors.length + 1; ; n += 1) if (!taken.has(`floor ${n}`)) return `Floor ${n}`;
}

/**
 * The tour's floors (docs/tours.md#floors-and-the-path): a name and a plan each, the plan dropped on
 * its row or chosen (PNG, JPEG or WebP, checked and re-encoded on the server like a round picture).
 */
export function FloorsPanel({
  tour,
  onLayout,
  runInTurn,
}: {
  tour: TourDetail;
  onLayout: (layout: TourLayout) => void;
  runInTurn: RunInTurn;
}) {
  const { floors } = tour.layout;
  const [problem, setProblem] = useState<string | null>(null);

  const rename = (id: string, name: string) =>
    onLayout({ ...tour.layout, floors: floors.map((floor) => (floor.id === id ? { ...floor, name } : floor)) });
  const remove = (floor: StoredFloor) => {
    const used = tour.layout.changes.some((change) => change.floor === floor.id);
    const question = used
      ? `Remove ${floor.name}? The frames on it go back to the floor before them, and its plan is deleted.`
      : `Remove ${floor.name} and its plan?`;
    if (!window.confirm(question)) return;
    onLayout({
      ...tour.layout,
      floors: floors.filter((entry) => entry.id !== floor.id),
      changes: tour.layout.changes.filter((change) => change.floor !== floor.id),
    });
  };

  return (
    <section
      aria-labelledby="floors-title"
      className="flex flex-col gap-4 rounded-2xl border border-outline bg-background-secondary p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="floors-title" className="text-xl font-semibold text-heading">
            Floors
          </h3>
          <p className="text-sm text-subtext">
            A plan per floor: PNG, JPEG or WebP, up to 15 MB. It is stored as WebP with its metadata removed.
          </p>
        </div>
        <button
          type="button"
          disabled={floors.length >= MAX_FLOORS}
          onClick={() =>
            onLayout({
              ...tour.layout,
              floors: [...floors, { id: newFloorId(), name: nextFloorName(floors), plan: null }],
            })
          }
          className={`${buttonStyles("secondary", "sm")} ${disabledLook}`}
        >
          Add floor
        </button>
      </div>
      {floors.length === 0 ? (
        <p className="rounded-xl border border-dashed border-outline p-5 text-sm text-subtext">
          No floors yet. Add one for each storey the walk visits, then give each its plan.
        </p>
      ) : (
        <ul aria-label="Floors" className="grid gap-3 md:grid-cols-2">
          {floors.map((floor, index) => (
            <FloorRow
              key={floor.id}
              tourId={tour.id}
              floor={floor}
              number={index + 1}
              onRename={(name) => rename(floor.id, name)}
              onRemove={() => remove(floor)}
              runInTurn={runInTurn}
              onUploaded={() => setProblem(null)}
              onProblem={setProblem}
            />
          ))}
        </ul>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function FloorRow({
  tourId,
  floor,
  number,
  onRename,
  onRemove,
  runInTurn,
  onUploaded,
  onProblem,
}: {
  tourId: number;
  floor: StoredFloor;
  number: number;
  onRename: (name: string) => void;
  onRemove: () => void;
  runInTurn: RunInTurn;
  onUploaded: () => void;
  onProblem: (message: string) => void;
}) {
  const [name, setName] = useState(floor.name);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const label = floor.name || `Floor ${number}`;

  async function upload(file: File) {
    const form = new FormData();
    form.set("file", file);
    setProgress(0);
    try {
      // After the floor's own save, if it is new: the server takes a plan for a floor it holds.
      await runInTurn(() => uploadPicture(planUploadUrl(tourId, floor.id), form, setProgress));
      onUploaded();
    } catch (error) {
      onProblem(`${label} plan, ${file.name}: ${failureMessage(error)}`);
    } finally {
      setProgress(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  return (
    <li
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-over={over || undefined}
      className="grid grid-cols-[7rem_minmax(0,1fr)] gap-4 rounded-xl border border-outline bg-background p-3 data-over:border-accent"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg border border-dashed border-outline bg-background-secondary">
        {floor.plan ? (
          <Image
            src={tourFileUrl(floor.plan.hash)}
            alt={`${label} plan`}
            fill
            sizes="112px"
            className="object-contain"
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs text-subtext">
            Drop the plan here
          </span>
        )}
        {progress !== null ? (
          <progress
            max={1}
            value={progress}
            aria-label={`Uploading the plan of ${label}`}
            className={`absolute inset-x-2 bottom-2 ${progressStyles}`}
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-heading">Floor {number} name</span>
          <input
            value={name}
            maxLength={MAX_FLOOR_NAME}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => name.trim() !== floor.name && onRename(name.trim())}
            className={fieldStyles}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={picker}
            type="file"
            accept={ACCEPTED_PLANS}
            className="sr-only"
            tabIndex={-1}
            aria-label={`Plan of ${label}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <button type="button" onClick={() => picker.current?.click()} className={buttonStyles("secondary", "sm")}>
            {floor.plan ? "Replace plan" : "Choose plan"}
            <span className="sr-only"> of {label}</span>
          </button>
          <button type="button" onClick={onRemove} className={buttonStyles("secondary", "sm")}>
            Remove<span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
