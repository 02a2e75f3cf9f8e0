import { describe, expect, it } from "vitest";
import { tourGenerator } from "../generators/tour";
import { publicFile } from "../paths";
import { siteData } from "../site-data";
import {
  FLOORS,
  FRAME_COUNT,
  HOUSE,
  MINIMAP,
  STAIRS,
  cameraPoses,
  inRect,
  minimapToPlan,
  planToMinimap,
  pointInPolygon,
  posesDocument,
  roomAt,
  runEnds,
  segmentsCross,
  solidRuns,
  stairProgress,
  tourWaypoints,
  wallClearance,
  wallRuns,
  type Pose,
} from "./house";
import { FRAME_WIDTHS } from "./render";

const poses = cameraPoses();
const onFlight = (pose: Pose) => STAIRS.some((stair) => stairProgress(stair, pose.x, pose.y) !== null);

describe("the walk through 22 Chelsea Bay", () => {
  it("has exactly one pose per frame, in frame order", () => {
    expect(poses).toHaveLength(FRAME_COUNT);
    expect(FRAME_COUNT).toBe(529);
    expect(poses.map((pose) => pose.frame)).toEqual(Array.from({ length: 529 }, (_, i) => i + 1));
    const document = posesDocument();
    expect(document.frameCount).toBe(529);
    expect(document.floors).toEqual(["1st Floor", "2nd Floor", "3rd Floor"]);
    expect(document.poses).toHaveLength(529);
    for (const [floor, x, y, heading] of document.poses) {
      expect([0, 1, 2]).toContain(floor);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(100);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(100);
      expect(Number.isInteger(heading) && heading >= 0 && heading < 360).toBe(true);
    }
  });

  it("stands inside each waypoint's room at its frame, and the minimap point lies in that room too", () => {
    const waypoints = tourWaypoints();
    expect(waypoints.map(({ id, name, frame, floor }) => ({ id, name, frame, floor }))).toEqual([
      { id: "front-entry", name: "Front Entry", frame: 50, floor: "1st Floor" },
      { id: "living-room", name: "Living Room", frame: 150, floor: "1st Floor" },
      { id: "kitchen", name: "Kitchen", frame: 275, floor: "1st Floor" },
      { id: "dining-area", name: "Dining Area", frame: 350, floor: "1st Floor" },
      { id: "master-bedroom", name: "Master Bedroom", frame: 450, floor: "2nd Floor" },
    ]);
    for (const waypoint of waypoints) {
      const floor = FLOORS.indexOf(waypoint.floor);
      const pose = poses[waypoint.frame - 1] as Pose;
      expect(pose.floor, waypoint.id).toBe(floor);
      expect(roomAt(floor, pose.x, pose.y)?.name, waypoint.id).toBe(waypoint.name);
      const rooms = (HOUSE[floor] as (typeof HOUSE)[number]).rooms.filter((room) => room.name === waypoint.name);
      expect(rooms, waypoint.id).toHaveLength(1);
      const plan = minimapToPlan(floor, waypoint.x, waypoint.y);
      expect(pointInPolygon((rooms[0] as (typeof rooms)[number]).poly, plan.x, plan.y), waypoint.id).toBe(true);
    }
  });

  it("looks into the room at each waypoint: most of the view ahead stays inside it", () => {
    for (const waypoint of tourWaypoints()) {
      const pose = poses[waypoint.frame - 1] as Pose;
      const heading = (pose.heading * Math.PI) / 180;
      const inside = [-30, -15, 0, 15, 30].filter((offset) => {
        const angle = heading + (offset * Math.PI) / 180;
        const x = pose.x + Math.sin(angle) * 3;
        const y = pose.y - Math.cos(angle) * 3;
        return roomAt(pose.floor, x, y)?.name === waypoint.name;
      });
      expect(inside.length, waypoint.id).toBeGreaterThanOrEqual(4);
    }
  });

  it("never walks through a wall, a window, a closed door or the furniture", () => {
    for (let i = 1; i < poses.length; i += 1) {
      const a = poses[i - 1] as Pose;
      const b = poses[i] as Pose;
      if (a.floor !== b.floor) {
        // Floors change only by stepping onto a flight that climbs from the floor being left.
        expect(b.floor, `frame ${b.frame}`).toBe(a.floor + 1);
        const stair = STAIRS.find((candidate) => candidate.from === a.floor);
        expect(stair && inRect(stair.run, b.x, b.y), `frame ${b.frame}`).toBe(true);
      }
      for (const run of solidRuns(a.floor)) {
        const [p, q] = runEnds(run);
        expect(segmentsCross([a.x, a.y], [b.x, b.y], p, q), `frames ${a.frame}-${b.frame}`).toBe(false);
      }
    }
    for (const pose of poses) {
      expect(roomAt(pose.floor, pose.x, pose.y), `frame ${pose.frame}`).toBeDefined();
      // On a flight the upper floor's walls are overhead; elsewhere the lens keeps clear of every wall.
      if (!onFlight(pose))
        expect(wallClearance(pose.floor, pose.x, pose.y), `frame ${pose.frame}`).toBeGreaterThan(0.75);
      for (const piece of (HOUSE[pose.floor] as (typeof HOUSE)[number]).pieces) {
        if (piece.z[0] > pose.z) continue;
        const hit =
          piece.shape === "box"
            ? inRect(piece.rect, pose.x, pose.y, 0.4)
            : Math.hypot(pose.x - piece.c[0], pose.y - piece.c[1]) < piece.r + 0.4;
        expect(hit, `frame ${pose.frame} inside ${piece.name}`).toBe(false);
      }
    }
  });

  it("starts at the front door on the 1st floor and ends on the 3rd", () => {
    const front = wallRuns(0).find((run) => run.kind === "opening" && run.exterior && run.opening?.door !== undefined);
    expect(front).toBeDefined();
    const [p, q] = runEnds(front as NonNullable<typeof front>);
    const first = poses[0] as Pose;
    expect(first.floor).toBe(0);
    expect(roomAt(0, first.x, first.y)?.name).toBe("Front Entry");
    expect(Math.hypot(first.x - (p[0] + q[0]) / 2, first.y - (p[1] + q[1]) / 2)).toBeLessThan(2);
    // Facing into the house, away from the door.
    expect(Math.abs(((first.heading + 180) % 360) - 180)).toBeLessThan(30);
    const last = poses[poses.length - 1] as Pose;
    expect(FLOORS[last.floor]).toBe("3rd Floor");
  });

  it("shares one plan-to-minimap transform across floors, and it inverts", () => {
    expect(MINIMAP).toMatchObject({ width: 800, height: 600 });
    for (const floor of [0, 1, 2]) {
      const at = planToMinimap(floor, 12.5, 7.25);
      expect(at).toEqual(planToMinimap(0, 12.5, 7.25));
      const back = minimapToPlan(floor, at.x, at.y);
      expect(back.x).toBeCloseTo(12.5, 9);
      expect(back.y).toBeCloseTo(7.25, 9);
    }
  });

  it("matches the property the site lists: its frames, floors, pictures and built-in waypoints (its guide file)", () => {
    const property = siteData("properties").find((candidate) => candidate.id === "22-chelsea-bay");
    expect(property?.frameCount).toBe(FRAME_COUNT);
    expect(property?.frameWidths).toEqual(FRAME_WIDTHS);
    expect(Object.keys(property?.minimaps ?? {})).toEqual([...FLOORS]);
    for (const url of [property?.image ?? "", ...Object.values(property?.minimaps ?? {})])
      expect(tourGenerator.outputs, url).toContain(publicFile(url));
    for (const width of FRAME_WIDTHS)
      expect(tourGenerator.outputs).toContain(publicFile(`${property?.framePath}/frames/${width}/frame_000529.jpg`));
    expect(property?.waypoints).toEqual(tourWaypoints());
  });
});
