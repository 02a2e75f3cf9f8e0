"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";
import { failureMessage } from "@/src/lib/api-client";
import { buttonStyles } from "@/src/ui/button-styles";
import { dropFootage, type Footage, type TourDetail } from "./api";
import { MAX_TOUR_FRAMES, TOUR_ERRORS } from "./constants";
import type { VideoInfo } from "./extract-protocol";
import {
  beginImport,
  FrameUpload,
  planImport,
  readVideo,
  VideoReader,
  type ImportProgress,
  type UploadTarget,
} from "./footage-import";
import { clampRange, clockTime, frameCountFor, framesText, type TimeRange } from "./import-plan";
import { codecName, disabledLook, fieldStyles, progressStyles } from "./styles";
import type { RunInTurn } from "./tour-draft";

/** What a picker offers; the worker decides by the content (extract-worker.ts). */
const ACCEPTED_VIDEOS = "video/mp4,video/quicktime,video/webm,.mp4,.mov,.m4v,.webm,.mkv";

type Stage =
  | { kind: "idle" }
  | { kind: "reading"; name: string }
  | { kind: "chosen"; file: File; info: VideoInfo; preview: string; range: TimeRange; count: number }
  | { kind: "preparing"; name: string }
  | { kind: "uploading"; name: string; progress: ImportProgress };

const numberStyles = `${fieldStyles} w-28`;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * The tour's footage (docs/tours.md#footage): drop or choose a walkthrough video, pick the in and out
 * points and the number of frames, then watch the frames being made and stored, counted in frames.
 * An upload interrupted (a closed tab, a lost connection) goes on from the frames the server holds
 * once the same video is chosen again.
 */
export function FootagePanel({
  tour,
  runInTurn,
  onChanged,
  onProgress,
}: {
  tour: TourDetail;
  /** Runs a write that changes the tour (the video's start, starting over) in its turn among the saves. */
  runInTurn: RunInTurn;
  /** Shows the tour as stored (its frames). */
  onChanged: () => Promise<void>;
  /** Frames stored while an upload runs (null once it stops), for what the rest of the editor says. */
  onProgress: (stored: number | null) => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [refusal, setRefusal] = useState<{ message: string; file?: File } | null>(null);
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const reader = useRef<VideoReader | null>(null);
  const upload = useRef<FrameUpload | null>(null);
  const footage = tour.footage;
  const complete = footage !== null && footage.storedFrames === footage.frameCount;
  const busy = stage.kind !== "idle" && stage.kind !== "chosen";

  // Leaving the tour stops the upload where it is: what is stored stays, and choosing the video again goes on.
  useEffect(
    () => () => {
      upload.current?.cancel();
      reader.current?.stop();
    },
    [],
  );
  useEffect(() => {
    if (stage.kind !== "uploading" && stage.kind !== "preparing") return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [stage.kind]);
  useEffect(() => {
    if (stage.kind !== "chosen") return;
    const url = stage.preview;
    return () => URL.revokeObjectURL(url);
  }, [stage]);

  const fresh = () => {
    upload.current?.cancel();
    reader.current?.stop();
    reader.current = new VideoReader();
    return reader.current;
  };

  async function run(file: File, target: UploadTarget, videoReader: VideoReader) {
    setStage({
      kind: "uploading",
      name: file.name,
      progress: { stored: target.storedFrames, total: target.frameCount, retryIn: null },
    });
    const job = new FrameUpload(videoReader, tour.id, target, {
      onProgress: (progress) => {
        setStage({ kind: "uploading", name: file.name, progress });
        onProgress(progress.stored);
      },
      onComplete: () => {
        setStage({ kind: "idle" });
        onProgress(null);
        void onChanged();
      },
      onStopped: (message) => {
        setStage({ kind: "idle" });
        onProgress(null);
        setRefusal({ message });
        void onChanged();
      },
    });
    upload.current = job;
    await job.run();
  }

  /** `started` holds the upload the tour has (null right after starting over: this render's is gone). */
  async function choose(file: File, started: Footage | null = footage) {
    setRefusal(null);
    const videoReader = fresh();
    setStage({ kind: "reading", name: file.name });
    const info = await readVideo(videoReader, file);
    if (typeof info === "string") {
      videoReader.stop();
      setStage({ kind: "idle" });
      setRefusal({ message: `${file.name}: ${info}` });
      return;
    }
    if (started && started.storedFrames < started.frameCount) {
      // The same file goes on from where it stopped; another one may replace the upload.
      if (info.fingerprint !== started.source.fingerprint || file.size !== started.source.size) {
        videoReader.stop();
        setStage({ kind: "idle" });
        setRefusal({ message: `${file.name}: ${TOUR_ERRORS.otherVideo}`, file });
        return;
      }
      await run(file, started, videoReader);
      return;
    }
    const range = clampRange(info.duration);
    setStage({
      kind: "chosen",
      file,
      info,
      preview: URL.createObjectURL(info.preview),
      range,
      count: frameCountFor(range, info.sourceTimes),
    });
  }

  async function make(chosen: Extract<Stage, { kind: "chosen" }>) {
    const videoReader = reader.current;
    if (!videoReader) return;
    setStage({ kind: "preparing", name: chosen.file.name });
    try {
      const plan = await planImport(videoReader, chosen.info, chosen.range, chosen.count);
      const footageId = await runInTurn(() => beginImport(tour.id, chosen.file, chosen.info, chosen.range, plan));
      await run(
        chosen.file,
        {
          id: footageId,
          frameCount: plan.times.length,
          sizes: plan.sizes,
          quality: Math.round(plan.quality * 100),
          storedFrames: 0,
        },
        videoReader,
      );
    } catch (error) {
      videoReader.stop();
      setStage({ kind: "idle" });
      setRefusal({ message: failureMessage(error) });
    }
  }

  async function startOver(thenChoose?: File) {
    if (
      !window.confirm(
        "Start over? Every stored frame of this video, the floor changes and the path are deleted; the plans stay.",
      )
    ) {
      return;
    }
    upload.current?.cancel();
    setStage({ kind: "idle" });
    try {
      await runInTurn(() => dropFootage(tour.id));
      setRefusal(null);
      if (thenChoose) await choose(thenChoose, null);
    } catch (error) {
      setRefusal({ message: failureMessage(error) });
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void choose(file);
  };

  const dropZone = (title: string, hint: string) => (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-over={over || undefined}
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-outline p-8 text-center data-over:border-accent data-over:bg-background"
    >
      <p className="font-semibold text-heading">{title}</p>
      <p className="max-w-prose text-sm text-subtext">{hint}</p>
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED_VIDEOS}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Choose the walkthrough video of ${tour.name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void choose(file);
        }}
      />
      <button type="button" onClick={() => picker.current?.click()} className={buttonStyles("secondary", "sm")}>
        Choose video
      </button>
    </div>
  );

  return (
    <section
      aria-labelledby="footage-title"
      className="flex flex-col gap-4 rounded-2xl border border-outline bg-background-secondary p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="footage-title" className="text-xl font-semibold text-heading">
          Footage
        </h3>
        {footage && !busy && tour.status === "draft" ? (
          <button type="button" onClick={() => void startOver()} className={buttonStyles("secondary", "sm")}>
            Start over
          </button>
        ) : null}
      </div>

      {stage.kind === "reading" || stage.kind === "preparing" ? (
        <p role="status" className="text-sm text-subtext">
          {stage.kind === "reading"
            ? `Reading ${stage.name}…`
            : `Choosing the frames' quality from a few samples of ${stage.name}…`}
        </p>
      ) : null}

      {stage.kind === "uploading" ? <UploadProgress name={stage.name} progress={stage.progress} /> : null}

      {stage.kind === "chosen" ? (
        <ChosenVideo
          stage={stage}
          onChange={(range, count) => setStage({ ...stage, range, count })}
          onMake={() => void make(stage)}
          onCancel={() => {
            reader.current?.stop();
            setStage({ kind: "idle" });
          }}
        />
      ) : null}

      {stage.kind === "idle" && !footage
        ? dropZone(
            "Drop the walkthrough video here",
            `MP4 or MOV from a phone (H.264, or HEVC where this browser decodes it) or WebM, landscape or portrait, up to 10 minutes and 4 GB. It is turned into at most ${MAX_TOUR_FRAMES} frames here, in this browser, and only the frames are uploaded.`,
          )
        : null}

      {stage.kind === "idle" && footage && !complete ? (
        <>
          <p className="text-sm text-heading">
            Upload paused: {framesText(footage.storedFrames, footage.frameCount)} stored. Choose{" "}
            <span className="font-semibold">{footage.source.name}</span> again to go on; stored frames are not sent
            again.
          </p>
          <progress
            max={footage.frameCount}
            value={footage.storedFrames}
            aria-label="Frames stored"
            className={progressStyles}
          />
          {dropZone(`Drop ${footage.source.name} here`, "The same file, from this computer or another one.")}
        </>
      ) : null}

      {stage.kind === "idle" && footage && complete ? (
        <p className="text-sm text-text">
          <span className="font-semibold text-heading">{footage.source.name}</span> · {footage.source.width} ×{" "}
          {footage.source.height} · {clockTime(footage.range.start)}–{clockTime(footage.range.end)} ·{" "}
          {footage.frameCount} frames stored ({megabytes(footage.storedBytes)}, JPEG quality {footage.quality})
          {tour.status === "published" ? " · unpublish the tour to replace its video" : ""}
        </p>
      ) : null}

      {refusal ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-accent-glow">
          <p>{refusal.message}</p>
          {refusal.file ? (
            <button
              type="button"
              onClick={() => void startOver(refusal.file)}
              className={buttonStyles("secondary", "sm")}
            >
              Start over with this video
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function UploadProgress({ name, progress }: { name: string; progress: ImportProgress }) {
  const text = framesText(progress.stored, progress.total);
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-heading">
        Making and uploading the frames of {name}: {text} stored
        {progress.retryIn !== null ? ` · the connection failed, trying again in ${progress.retryIn} s` : ""}
      </p>
      <progress
        max={progress.total}
        value={progress.stored}
        aria-label="Frames stored"
        aria-valuetext={text}
        className={progressStyles}
      />
      <p className="text-xs text-subtext">
        Keep this tab open. If it closes, choose the same video again to go on from here.
      </p>
    </div>
  );
}

function ChosenVideo({
  stage,
  onChange,
  onMake,
  onCancel,
}: {
  stage: Extract<Stage, { kind: "chosen" }>;
  onChange: (range: TimeRange, count: number) => void;
  onMake: () => void;
  onCancel: () => void;
}) {
  const { info, range, count, file } = stage;
  const available = frameCountFor(range, info.sourceTimes);
  const setRange = (next: Partial<TimeRange>) => {
    const clamped = clampRange(info.duration, { ...range, ...next });
    onChange(clamped, Math.min(Math.max(1, count), frameCountFor(clamped, info.sourceTimes)) || 0);
  };
  return (
    <div className="grid gap-5 md:grid-cols-[16rem_minmax(0,1fr)]">
      {/* eslint-disable-next-line @next/next/no-img-element -- a picture made in this browser */}
      <img
        src={stage.preview}
        alt={`The first frame of ${file.name}`}
        className="w-full rounded-lg border border-outline"
      />
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text">
          <span className="font-semibold text-heading">{file.name}</span> · {info.width} × {info.height} ·{" "}
          {codecName(info.codec)} · {clockTime(info.duration)} · {info.sourceTimes.length} video frames
        </p>
        <div className="flex flex-wrap items-end gap-4">
          <SecondsField
            label="In (seconds)"
            max={info.duration}
            value={range.start}
            onChange={(start) => setRange({ start })}
          />
          <SecondsField
            label="Out (seconds)"
            max={info.duration}
            value={range.end}
            onChange={(end) => setRange({ end })}
          />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold text-heading">Frames</span>
            <input
              type="number"
              min={1}
              max={available}
              value={count}
              onChange={(event) =>
                onChange(range, Math.min(available, Math.max(1, Math.round(Number(event.target.value) || 1))))
              }
              className={numberStyles}
            />
          </label>
        </div>
        <p className="text-sm text-subtext">
          {count} frames spread evenly over {clockTime(range.start)}–{clockTime(range.end)} (at most{" "}
          {Math.min(MAX_TOUR_FRAMES, available)} here), each at 768 and 1280 px.
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onMake}
            disabled={count < 1}
            className={`${buttonStyles("primary", "sm")} ${disabledLook}`}
          >
            Make {count} frames
          </button>
          <button type="button" onClick={onCancel} className={buttonStyles("secondary", "sm")}>
            Choose another video
          </button>
        </div>
      </div>
    </div>
  );
}

/** A moment of the video in seconds, to a tenth. */
function SecondsField({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (seconds: number) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-semibold text-heading">{label}</span>
      <input
        type="number"
        min={0}
        max={max}
        step={0.1}
        value={Math.round(value * 10) / 10}
        onChange={(event) => onChange(Number(event.target.value))}
        className={numberStyles}
      />
    </label>
  );
}
