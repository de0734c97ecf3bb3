// Cook mode (issue 34): the recipe full screen, one step at a time in big text, with the ingredients the step
// names and a timer for each duration it names (several at once, an end heard and seen), and the screen kept
// on (Screen Wake Lock API, taken again when the tab comes back; a note where the browser has none).
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Spinner } from '@lcars/ui';
import { ingredientLine, type Ingredient, type Recipe } from '@lcars/contract/recipes';
import { recipesApi } from '../api';
import { RECIPE_BASE, useRecipeSetup, useWakeLock } from '../components/shared';
import { titlesOf } from '../recipeText';
import { clockOf, stepDurations, stepIngredients, stepsOf } from '../cookMode';
import * as styles from '../recipes.css';

interface Timer {
  id: number;
  label: string;
  step: number;
  endsAt: number;
  seconds: number;
}

/** A short beep from the Web Audio API (no file to load); silent where there is none. */
function beep(): void {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    tone.frequency.value = 880;
    tone.connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.6);
    tone.onended = () => void context.close();
  } catch {
    // no audio: the timer's look says it ended
  }
}

/** The time now (outside the component: read in an event handler, never while rendering). */
const clock = (): number => Date.now();

export function RecipeCookPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const setup = useRecipeSetup();
  const [recipe, setRecipe] = useState<Recipe | null | undefined>(undefined);
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<Timer[]>([]);
  const [now, setNow] = useState(clock);
  const rang = useRef(new Set<number>());
  const touch = useRef<number | null>(null);
  const nextTimer = useRef(1);
  useWakeLock(recipe !== undefined && recipe !== null);
  const wakeLockSupported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;

  useEffect(() => {
    let live = true;
    void recipesApi.get(id).then((answer) => {
      if (live) setRecipe(answer ?? null);
    });
    return () => {
      live = false;
    };
  }, [id]);

  const steps = recipe ? stepsOf(recipe.instructions) : [];
  const last = Math.max(0, steps.length - 1);
  const go = (to: number) => setIndex(Math.min(last, Math.max(0, to)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((at) => Math.min(last, at + 1));
      else if (event.key === 'ArrowLeft') setIndex((at) => Math.max(0, at - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  useEffect(() => {
    if (timers.length === 0) return;
    const tick = window.setInterval(() => setNow(clock()), 250);
    return () => window.clearInterval(tick);
  }, [timers.length]);

  useEffect(() => {
    for (const timer of timers) {
      if (timer.endsAt <= now && !rang.current.has(timer.id)) {
        rang.current.add(timer.id);
        beep();
        if ('vibrate' in navigator) navigator.vibrate?.([300, 100, 300]);
      }
    }
  }, [now, timers]);

  const leave = () => void navigate(`${RECIPE_BASE}/${id}`);
  if (recipe === undefined || !setup) return <Spinner label="Loading the recipe" size="lg" />;
  if (recipe === null)
    return (
      <div className={styles.cook}>
        <p>Recipe not found.</p>
        <Button onPress={() => void navigate(`${RECIPE_BASE}/list`)}>Back to the list</Button>
      </div>
    );

  const products = titlesOf(setup.products);
  const measurements = titlesOf(setup.measurements);
  const lines: Ingredient[] = recipe.ingredients.flatMap((item) =>
    item.isGroup ? item.ingredients : [item],
  );
  const named = lines.flatMap((line) => {
    const product = line.productId == null ? undefined : products.get(line.productId);
    if (!product) return [];
    const names = [product.title, product.pluralTitle].filter((name) => name !== '');
    return names.map((name) => ({ id: line.id, name, line }));
  });
  const step = steps[index] ?? '';
  const forStep = stepIngredients(step, named);
  const durations = stepDurations(step);
  const start = (label: string, seconds: number) => {
    const timerId = nextTimer.current++;
    const startedAt = clock();
    setNow(startedAt);
    setTimers((list) => [
      ...list,
      { id: timerId, label, step: index + 1, seconds, endsAt: startedAt + seconds * 1000 },
    ]);
  };
  const onTouchStart = (event: TouchEvent) => {
    touch.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current;
    const to = event.changedTouches[0]?.clientX;
    touch.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < 60) return;
    go(to < from ? index + 1 : index - 1);
  };

  return (
    <div
      className={styles.cook}
      role="dialog"
      aria-modal="true"
      aria-label={`Cook mode: ${recipe.title}`}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.cookBar}>
        <strong className={styles.cookTitle}>{recipe.title}</strong>
        <span aria-live="polite">
          Step {steps.length === 0 ? 0 : index + 1} of {steps.length}
        </span>
        <Button onPress={leave}>Leave cook mode</Button>
      </div>
      {!wakeLockSupported && (
        <p className={styles.muted} role="note">
          This browser cannot keep the screen on: it may dim while you cook.
        </p>
      )}
      <p className={styles.cookStep} data-testid="cook-step">
        {steps.length === 0 ? 'This recipe has no steps.' : step}
      </p>
      {forStep.length > 0 && (
        <section aria-label="Ingredients of this step">
          <ul className={styles.cookIngredients}>
            {forStep.map((item) => (
              <li key={item.id}>{ingredientLine(item.line, measurements, products)}</li>
            ))}
          </ul>
        </section>
      )}
      {durations.length > 0 && (
        <div className={styles.cookTimers}>
          {durations.map((found) => (
            <Button key={`${found.start}`} onPress={() => start(found.label, found.seconds)}>
              {`Start a timer: ${found.label}`}
            </Button>
          ))}
        </div>
      )}
      {timers.length > 0 && (
        <section aria-label="Timers">
          <ul className={styles.cookTimerList}>
            {timers.map((timer) => {
              const left = (timer.endsAt - now) / 1000;
              const done = left <= 0;
              return (
                <li
                  key={timer.id}
                  className={done ? styles.cookTimerDone : undefined}
                  role={done ? 'alert' : undefined}
                >
                  <span>
                    Step {timer.step}, {timer.label}: {done ? 'done!' : clockOf(left)}
                  </span>
                  <Button
                    variant="text"
                    onPress={() => setTimers((list) => list.filter((item) => item.id !== timer.id))}
                  >
                    {done ? 'Dismiss' : 'Stop'}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className={styles.cookNav}>
        <Button onPress={() => go(index - 1)} isDisabled={index === 0}>
          Previous step
        </Button>
        <Button variant="primary" onPress={() => go(index + 1)} isDisabled={index >= last}>
          Next step
        </Button>
      </div>
    </div>
  );
}
