/**
 * A queue of one: each task starts when the one before it has settled, in the order they came, so
 * work that needs much memory is never done twice at once. A task that fails or throws gives up its
 * turn like one that succeeds; the wait itself is not bounded.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const turn = last.then(task);
    last = turn.catch(() => undefined);
    return turn;
  };
}
