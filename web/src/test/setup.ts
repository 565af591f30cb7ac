import '@testing-library/dom'
