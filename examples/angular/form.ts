// In a reactive form: the component has no ControlValueAccessor, so it cannot take
// formControlName or [formControl]; its outputs write the choice into a FormControl,
// which holds the value and the required rule.
import {Component} from '@angular/core';
import {FormControl, FormGroup, ReactiveFormsModule, Validators} from '@angular/forms';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

@Component({
  selector: 'app-order-form',
  standalone: true,
  imports: [ReactiveFormsModule, NgAutocompletePluginModule],
  template: `
    <form [formGroup]="order" (ngSubmit)="submit()">
      <ng-autocomplete
        [dropdownData]="fruits"
        placeholder="Pick a fruit"
        ariaInputField="Fruit"
        [showClearOption]="true"
        [triggerClearSelectionEvent]="true"
        (emitSelectedValue)="order.controls.fruit.setValue($event)"
        (emitClearSelectedEvent)="order.controls.fruit.setValue(null)"></ng-autocomplete>
      <!-- The package sets no aria-invalid or aria-describedby on its input: the error is read out from here. -->
      <p role="alert">{{ fruitError }}</p>
      <button type="submit">Order</button>
    </form>
    <p role="status">Sent: {{ sent ?? 'nothing yet' }}</p>
  `,
})
export class OrderFormComponent {
  fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];
  order = new FormGroup({
    // Only a row chosen from the list sets this control: typed text alone is not emitted.
    fruit: new FormControl<string | null>(null, Validators.required),
  });
  // Set in template events (the outputs, the form's submit), so Angular renders them again under
  // any change detection: zone.js, OnPush or zoneless. This works from Angular 14 on.
  sent: string | null = null;

  /** The message beside the field: once the reader has tried to submit, while no row is chosen. */
  get fruitError(): string {
    const {fruit} = this.order.controls;
    return fruit.touched && fruit.hasError('required') ? 'Choose a fruit from the list.' : '';
  }

  submit(): void {
    this.order.markAllAsTouched();
    if (this.order.valid) this.sent = this.order.controls.fruit.value;
  }
}
