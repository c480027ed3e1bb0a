// In a reactive form: the component has no ControlValueAccessor, so it cannot take
// formControlName; its outputs write the choice into a form control instead.
import {Component} from '@angular/core';
import {FormControl, FormGroup, ReactiveFormsModule, Validators} from '@angular/forms';
import {NgAutocompletePluginModule} from 'ng-autocomplete-plugin';

@Component({
  selector: 'app-order-form',
  standalone: true,
  imports: [ReactiveFormsModule, NgAutocompletePluginModule],
  template: `
    <form [formGroup]="order" (ngSubmit)="submit()">
      <!-- defaultValue is read once, at init: it shows the control's first value. -->
      <ng-autocomplete
        [dropdownData]="fruits"
        [defaultValue]="order.controls.fruit.value"
        placeholder="Pick a fruit"
        [showClearOption]="true"
        [triggerClearSelectionEvent]="true"
        (emitSelectedValue)="order.controls.fruit.setValue($event)"
        (emitClearSelectedEvent)="order.controls.fruit.setValue(null)"></ng-autocomplete>
      <label>Quantity <input type="number" min="1" formControlName="quantity" /></label>
      <button type="submit" [disabled]="order.invalid">Order</button>
    </form>
    <p>Sent: {{ sent ?? 'nothing yet' }}</p>
  `,
})
export class OrderFormComponent {
  fruits = ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange'];
  order = new FormGroup({
    // Only a row chosen from the list (or the default) sets this control:
    // text typed without choosing a row is not reported.
    fruit: new FormControl<string | null>('Banana', Validators.required),
    quantity: new FormControl(1, {nonNullable: true, validators: [Validators.min(1)]}),
  });
  // Set in a template event (the form's submit), so Angular renders it again under
  // any change detection: zone.js, OnPush or zoneless. This works from Angular 14 on.
  sent: string | null = null;

  submit(): void {
    const {fruit, quantity} = this.order.getRawValue();
    this.sent = `${quantity} × ${fruit}`;
  }
}
