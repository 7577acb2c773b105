import { type StepType, Tour } from '@reactour/tour';
import { type SetStateAction, useMemo, useState } from 'react';
import { TOUR_DEFAULTS, TOUR_STEPS, TOUR_TEXTS } from '../../../contract/onboarding';
import { placePopover } from './popoverPlacement';
import { TourStepContent } from './TourStepContent';
import { tourStepTarget } from './tourTargets';
import './OnboardingTour.css';

export interface OnboardingTourProps {
  /** the tour was closed: by its X, Escape, a click on the mask or Done on the last step */
  onClose: () => void;
}

/**
 * The guided overlay over the dashboard (docs/rules.md#screens). Loaded on its own chunk, only
 * when the tour is to be shown, so the dashboard's first load does not carry it.
 */
export default function OnboardingTour({ onClose }: OnboardingTourProps) {
  const [currentStep, setCurrentStep] = useState(0);
  const [disabledActions, setDisabledActions] = useState(false);
  // Picked once when the tour opens: what fits on screen depends on its size.
  const steps = useMemo<StepType[]>(
    () => TOUR_STEPS.map((step) => ({ ...tourStepTarget(step.target), content: step.text })),
    [],
  );

  const setIsOpen = (open: SetStateAction<boolean>) => {
    const stillOpen = typeof open === 'function' ? open(true) : open;
    if (!stillOpen) onClose();
  };

  return (
    <Tour
      isOpen
      setIsOpen={setIsOpen}
      steps={steps}
      currentStep={currentStep}
      setCurrentStep={setCurrentStep}
      disabledActions={disabledActions}
      setDisabledActions={setDisabledActions}
      padding={{ mask: TOUR_DEFAULTS.maskSpace, popover: TOUR_DEFAULTS.maskSpace }}
      // @reactour/tour scrolls either smoothly or at once: at once is the spec's 1 ms scroll.
      scrollSmooth={TOUR_DEFAULTS.scrollDuration > 300}
      position={placePopover}
      onTransition={placePopover}
      className="tour-popover"
      maskClassName="tour-mask"
      accessibilityOptions={{ closeButtonAriaLabel: TOUR_TEXTS.close, showNavigationScreenReaders: true }}
      styles={{
        popover: (base) => ({
          ...base,
          '--reactour-accent': TOUR_DEFAULTS.accentColor,
          borderRadius: 12,
          padding: 0,
        }),
        maskArea: (base) => ({ ...base, rx: 10 }),
      }}
      ContentComponent={TourStepContent}
    />
  );
}
