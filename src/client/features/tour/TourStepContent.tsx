import type { PopoverContentProps } from '@reactour/tour';
import { useEffect, useRef } from 'react';
import { TOUR_STEPS, TOUR_TEXTS } from '../../../contract/onboarding';

/**
 * The popover of one step: title, text, position and the Previous / Next (Done on the last step)
 * and close buttons. A dialog, so assistive technology announces each step.
 */
export function TourStepContent({ currentStep, setCurrentStep, setIsOpen }: PopoverContentProps) {
  const step = TOUR_STEPS[currentStep];
  const nextButton = useRef<HTMLButtonElement>(null);
  const isLast = currentStep === TOUR_STEPS.length - 1;

  // Keeps the keyboard in the tour: focus follows the step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change.
  useEffect(() => nextButton.current?.focus(), [currentStep]);

  if (!step) return null;
  const titleId = `tour-step-title-${currentStep}`;
  return (
    <div className="tour-step" role="dialog" aria-labelledby={titleId} aria-describedby="tour-step-text">
      <button
        type="button"
        className="tour-close"
        aria-label={TOUR_TEXTS.close}
        onClick={() => setIsOpen(false)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M6 6l12 12M18 6 6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <p className="tour-step-count">{TOUR_TEXTS.stepOf(currentStep + 1, TOUR_STEPS.length)}</p>
      <h2 className="tour-step-title" id={titleId}>
        {step.title}
      </h2>
      <p className="tour-step-text" id="tour-step-text">
        {step.text}
      </p>
      <div className="tour-step-buttons">
        <button
          type="button"
          className="button button-secondary"
          disabled={currentStep === 0}
          onClick={() => setCurrentStep(Math.max(0, currentStep - 1))}
        >
          {TOUR_TEXTS.previous}
        </button>
        <button
          ref={nextButton}
          type="button"
          className="button tour-next"
          onClick={() => (isLast ? setIsOpen(false) : setCurrentStep(currentStep + 1))}
        >
          {isLast ? TOUR_TEXTS.done : TOUR_TEXTS.next}
        </button>
      </div>
    </div>
  );
}
